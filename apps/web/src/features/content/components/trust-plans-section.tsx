import { usePlans } from '../../../api/plans.ts';
import s from './landing.module.css';
import { PlanFlipCard } from './plan-flip-card.tsx';

/** Trust Plans (part 1 section 2): a flip card per plan from GET /getsubscriptionplans. */
export function TrustPlansSection() {
  const { data: plans = [], isError, isPending } = usePlans();
  return (
    <section id="trustplans" className={s.sectionSoft} aria-labelledby="trustplans-title">
      <div className={s.container}>
        <h2 id="trustplans-title" className={s.sectionTitle}>
          Trust Plans
        </h2>
        <p className={s.sectionLead}>
          Pick the plan that fits your pocket. Every plan comes with a trust bonus on your total savings: 0.5%
          on Silver, 1% on Gold and 1.5% on Platinum.
        </p>
        {isPending ? <p className={s.sectionLead}>Loading the plans…</p> : null}
        {isError ? (
          <p className={s.sectionLead} role="status">
            The plans could not be loaded just now. Please refresh the page in a moment.
          </p>
        ) : null}
        <div className={s.plans}>
          {plans.map((plan) => (
            <PlanFlipCard key={plan.pl_plan_id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
