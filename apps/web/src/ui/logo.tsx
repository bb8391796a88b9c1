import s from './logo.module.css';
import { brand, gold, tokens } from './palette.ts';

/** The fund's mark: a white T on the fund's green, with a gold coin; public/favicon.svg is the same drawing. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      className={s.mark}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill={brand[9]} />
      <path d="M16 18h32v8H36v24h-8V26H16z" fill={tokens.white} />
      <circle cx="47" cy="45" r="6" fill={gold[5]} />
    </svg>
  );
}

/**
 * The logo: the mark and the name "Trust Fund". The name is always there for screen readers; `compact`
 * hides it on narrow screens, where the mark alone fits beside the member's TFP. `onDark` writes the name
 * in white (the footer).
 */
export function Logo({
  size = 28,
  compact = false,
  onDark = false,
}: {
  size?: number;
  compact?: boolean;
  onDark?: boolean;
}) {
  return (
    <span className={s.logo} data-on-dark={onDark || undefined}>
      <LogoMark size={size} />
      <span className={compact ? s.compactName : s.name}>Trust Fund</span>
    </span>
  );
}
