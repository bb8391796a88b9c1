import { useState } from 'react';
import { Link } from 'react-router';
import { useFundDetails } from '../../../api/fund-details.ts';
import { paths } from '../../../config/paths.ts';
import s from './landing.module.css';
import { useRotation } from './use-rotation.ts';

type Banner = { title: string; text: string; expansion?: boolean };

const BANNERS: readonly Banner[] = [
  {
    title: 'Interest-free loans, decided within 59 seconds of your trusters’ consent',
    text: 'No collateral, no paperwork: your trusters stand for you.',
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
];

/**
 * Rotating promo banners (part 1 section 2), every 5 seconds, paused on hover or focus. Trust Invest's
 * returns are promoted only with the claim the operators set (GET /fund-details): no figure of returns
 * nobody at the fund stands behind.
 */
export function PromoBanners({ onExpansion }: { onExpansion: () => void }) {
  const [hold, setHold] = useState(false);
  const claim = useFundDetails().data?.returns_claim;
  const banners: readonly Banner[] = claim
    ? [
        ...BANNERS.slice(0, 1),
        { title: claim, text: 'Put your savings to work in vetted member businesses.' },
        ...BANNERS.slice(1),
      ]
    : BANNERS;
  const [index, setIndex] = useRotation(banners.length, 5000, hold);
  const banner = banners[index] ?? (BANNERS[0] as Banner);
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
        {banner.expansion ? (
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
        {banners.map((b, i) => (
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
