import s from './landing.module.css';

const LOGOS = [
  { src: '/images/logos/paystack.svg', alt: 'Paystack' },
  { src: '/images/logos/visa.svg', alt: 'Visa' },
  { src: '/images/logos/mastercard.svg', alt: 'Mastercard' },
  { src: '/images/logos/verve.svg', alt: 'Verve' },
] as const;

/** The logo strip under the plans: the card schemes and payment provider members pay through. */
export function LogoStrip() {
  return (
    <section className={s.section} aria-labelledby="logos-title">
      <div className={s.container}>
        <h2 id="logos-title" className={s.sectionLead} style={{ fontSize: '1rem', fontWeight: 600 }}>
          Pay your contributions safely with
        </h2>
        <ul className={s.logos}>
          {LOGOS.map((l) => (
            <li key={l.alt}>
              <img src={l.src} alt={l.alt} width={120} height={40} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
