import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useHowItWorks } from '../api/how-it-works.ts';
import s from './landing.module.css';

/** The four steps from GET /ayehowitworks (Register, Save, Earn, Cashout), with Learn More and Join Now. */
export function HowItWorksSection() {
  const { data: steps = [] } = useHowItWorks();
  return (
    <section id="howitworks" className={s.section} aria-labelledby="howitworks-title">
      <div className={s.container}>
        <h2 id="howitworks-title" className={s.sectionTitle}>
          How it Works
        </h2>
        <p className={s.sectionLead}>Four steps from your first naira saved to your cash-out.</p>
        <ol className={s.steps}>
          {steps.map((step) => (
            <li key={step.id} className={s.step}>
              <span className={s.stepNumber} aria-hidden="true">
                {step.hw_step}
              </span>
              <h3>{step.hw_title}</h3>
              <p>{step.hw_description}</p>
            </li>
          ))}
        </ol>
        <div className={s.centerActions}>
          <Link to={paths.learnMore} className={s.buttonOutline}>
            Learn More
          </Link>
          <Link to={paths.register} className={s.button}>
            Join Now
          </Link>
        </div>
      </div>
    </section>
  );
}
