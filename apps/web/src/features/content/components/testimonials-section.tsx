import { useState } from 'react';
import { useTestimonials } from '../api/testimonials.ts';
import s from './landing.module.css';
import { useRotation } from './use-rotation.ts';

/** Testimonials advance every 3 seconds (part 1 section 9), paused while hovered, focused or paused. */
const TESTIMONIAL_INTERVAL_MS = 3000;

/** The testimonials carousel (part 1 section 2), from GET /ayetestimonials. */
export function TestimonialsSection() {
  const { data: items = [] } = useTestimonials();
  const [hold, setHold] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useRotation(items.length, TESTIMONIAL_INTERVAL_MS, hold || stopped);
  const t = items[index];
  return (
    <section id="testimonies" className={s.section} aria-labelledby="testimonies-title">
      <div className={s.container}>
        <h2 id="testimonies-title" className={s.sectionTitle}>
          Testimonies
        </h2>
        <p className={s.sectionLead}>Members on what the fund changed for their business.</p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the rotation; the button below does it by keyboard */}
        <div
          onMouseEnter={() => setHold(true)}
          onMouseLeave={() => setHold(false)}
          onFocus={() => setHold(true)}
          onBlur={() => setHold(false)}
        >
          {t ? (
            <figure
              className={s.testimonial}
              data-testid="testimonial"
              aria-live={hold || stopped ? 'polite' : 'off'}
            >
              <blockquote>“{t.ts_text}”</blockquote>
              <figcaption>
                <strong>{t.ts_name}</strong>, {t.ts_business}, {t.ts_location}
              </figcaption>
            </figure>
          ) : null}
          <div className={s.dots}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className={s.dot}
                aria-label={`Show testimony ${i + 1} of ${items.length}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <div className={s.centerActions} style={{ marginTop: 8 }}>
            <button type="button" className={s.linkButton} onClick={() => setStopped((v) => !v)}>
              {stopped ? 'Play testimonies' : 'Pause testimonies'}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
