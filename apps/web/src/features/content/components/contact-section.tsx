import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFundDetails } from '../../../api/fund-details.ts';
import { displayPhone } from '../../../lib/phone.ts';
import s from './landing.module.css';

/** The form (and its validation code) loads only when the section comes near the screen. */
// The form brings zod's browser settings with it (lib/zod-config.ts), as every other screen's does.
const ContactForm = lazy(() =>
  Promise.all([import('../../../lib/zod-config.ts'), import('./contact-form.tsx')]).then(([, m]) => m),
);

function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * Contact us: email, WhatsApp and phone as the operators set them (GET /fund-details), and the message
 * form (POST /ayecontactus).
 */
export function ContactSection() {
  const [ref, near] = useNearScreen<HTMLElement>();
  const { data: fund } = useFundDetails();
  return (
    <section id="contact" ref={ref} className={s.section} aria-labelledby="contact-title">
      <div className={`${s.container} ${s.contactGrid}`}>
        <div>
          <h2 id="contact-title" className={s.sectionTitle} style={{ textAlign: 'left' }}>
            Contact us
          </h2>
          <ul className={s.contactList}>
            {fund?.email && (
              <li>
                Enquiries by email: <a href={`mailto:${fund.email}`}>{fund.email}</a>
              </li>
            )}
            {fund?.whatsapp && (
              <li>
                WhatsApp:{' '}
                <a href={`https://wa.me/${fund.whatsapp}`} target="_blank" rel="noopener noreferrer">
                  {displayPhone(fund.whatsapp)}
                </a>
              </li>
            )}
            {fund?.phone && (
              <li>
                Phone: <a href={`tel:+${fund.phone}`}>{displayPhone(fund.phone)}</a>
              </li>
            )}
          </ul>
        </div>
        <div>{near ? <Suspense fallback={<p>Loading the form…</p>}>{<ContactForm />}</Suspense> : null}</div>
      </div>
    </section>
  );
}
