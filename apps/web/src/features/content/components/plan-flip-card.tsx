import type { PlanView } from '@trust/shared/contracts/plans';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, planChangePath } from '../../../config/paths.ts';
import { hasActivePlan, session, useSessionUser } from '../../../lib/session.ts';
import s from './landing.module.css';
import { frontFacts, moreBenefits, planDisplayName } from './plan-card-facts.ts';

/**
 * A plan card with a front face and a flip side of more benefits (part 1 section 1). Register Now
 * stores the chosen plan id and goes to /register; a member with a plan goes to the plan change instead.
 */
export function PlanFlipCard({ plan }: { plan: PlanView }) {
  const [flipped, setFlipped] = useState(false);
  const navigate = useNavigate();
  // A member who already has a plan changes it on their profile: the card never sells a second one.
  const member = hasActivePlan(useSessionUser());
  const action = member ? 'Change to this plan' : 'Register Now';
  const name = planDisplayName(plan.pl_plan_name);
  const facts = frontFacts(plan);
  const more = moreBenefits(plan);
  const headingId = `plan-${plan.pl_plan_id}`;
  const registerNow = () => {
    if (member) {
      navigate(planChangePath(plan.pl_plan_id));
      return;
    }
    session.set('planId', plan.pl_plan_id);
    navigate(paths.register);
  };
  return (
    <article
      className={`${s.flip} ${flipped ? s.flipped : ''}`}
      aria-labelledby={headingId}
      data-testid="plan-card"
    >
      <div className={s.flipInner}>
        <div className={s.face} aria-hidden={flipped} inert={flipped}>
          <h3 id={headingId} className={s.planName}>
            {name}
          </h3>
          <dl className={s.planFacts}>
            {facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <div className={s.faceActions}>
            <button type="button" className={s.button} onClick={registerNow}>
              {action}
            </button>
            <button type="button" className={s.linkButton} onClick={() => setFlipped(true)}>
              More benefits
            </button>
          </div>
        </div>
        <div className={`${s.face} ${s.back}`} aria-hidden={!flipped} inert={!flipped}>
          <h4 className={s.planName}>{name}: more benefits</h4>
          <ul className={s.benefits}>
            {more.map((b) => (
              <li key={b.pb_text}>
                <strong>{b.pb_text}:</strong> {b.pb_value}
              </li>
            ))}
          </ul>
          <div className={s.faceActions}>
            <button type="button" className={s.buttonLight} onClick={registerNow}>
              {action}
            </button>
            <button type="button" className={s.linkButton} onClick={() => setFlipped(false)}>
              Back
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
