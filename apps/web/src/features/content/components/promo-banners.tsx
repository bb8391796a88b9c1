import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import s from './landing.module.css';
import { useRotation } from './use-rotation.ts';

const BANNERS = [
  {
    title: 'Interest-free loans approved in 59 seconds',
    text: 'No collateral, no paperwork: your trusters stand for you.',
  },
  {
    title: 'Trust Invest: returns of up to 35%',
    text: 'Put your savings to work in vetted member businesses.',
  },
  {
    title: 'Purchase Order Power and Emergency Travel Cover',
    text: 'Stock your shop or make an urgent trip now, repay later.',
  },
  {
    title: 'We are coming to South Africa',
    text: 'The Trust Fund is expanding beyond Nigeria.',
    expansion: true,
  },
] as const;

/** Rotating promo banners (part 1 section 2), every 5 seconds, paused on hover or focus. */
export function PromoBanners({ onExpansion }: { onExpansion: () => void }) {
  const [hold, setHold] = useState(false);
  const [index, setIndex] = useRotation(BANNERS.length, 5000, hold);
  const banner = BANNERS[index] ?? BANNERS[0];
  return (
    <section
      className={s.promo}
      aria-label="Promotions"
      aria-roledescription="carousel"
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={() => setHold(false)}
    >
      <div className={`${s.container} ${s.promoInner}`}>
        <p className={s.promoText} aria-live={hold ? 'polite' : 'off'}>
          {banner.title}
          <span>{banner.text}</span>
        </p>
        {'expansion' in banner ? (
          <button type="button" className={`${s.button} ${s.buttonSmall}`} onClick={onExpansion}>
            Read more
          </button>
        ) : (
          <Link to={paths.register} className={`${s.button} ${s.buttonSmall}`}>
            Join Now
          </Link>
        )}
      </div>
      <div className={s.dots} style={{ paddingBottom: 8 }}>
        {BANNERS.map((b, i) => (
          <button
            key={b.title}
            type="button"
            className={s.dot}
            aria-label={`Show promotion ${i + 1}: ${b.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}
