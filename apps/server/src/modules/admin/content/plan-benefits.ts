import { formatNaira } from '@trust/shared';
import type { plans } from '../../../db/schema/index.ts';

type Plan = typeof plans.$inferSelect;

/** Basis points as a percentage: 50 -> "0.5%". */
const pct = (bps: number) => `${bps / 100}%`;

/**
 * The benefit texts that state a plan figure, built from the figures each time they change so a card
 * never shows an old amount. Keyed by the benefit's text; a FLEXI member's own amount sets their
 * figures, so FLEXI's read "Up to" the catalogue's.
 */
export function figureBenefitValue(text: string, p: Plan): string | null {
  const flexi = p.name === 'FLEXI';
  const upTo = (kobo: bigint, tail = '') =>
    kobo <= 0n ? null : flexi ? `Up to ${formatNaira(kobo)}${tail}` : formatNaira(kobo);
  switch (text.trim().toLowerCase()) {
    case 'weekly savings':
      return p.weeklySavingKobo > 0n ? formatNaira(p.weeklySavingKobo) : 'Not Applicable';
    case 'loans':
    case 'loan limit':
      return upTo(p.loanMaxKobo, ', in line with your weekly savings') ?? 'Not Accessible';
    case 'etc / pop limit':
      return upTo(p.coverLimitKobo, ', in line with your weekly savings') ?? 'Not Accessible';
    case 'trust bonus':
      if (p.trustBonusBps <= 0) return 'None';
      return p.trustBonusMaxBps > p.trustBonusBps
        ? `${pct(p.trustBonusBps)} to ${pct(p.trustBonusMaxBps)} of total savings`
        : `${pct(p.trustBonusBps)} of total savings`;
    case 'referral earnings':
      return `${flexi ? 'Up to ' : ''}${[p.referralL1Kobo, p.referralL2Kobo, p.referralL3Kobo].map(formatNaira).join(' / ')} on three levels`;
    case 'membership fee':
      // FLEXI's fee is quoted from the member's amount: its text names no figure.
      if (flexi) return null;
      return p.membershipFeeKobo > 0n ? `${formatNaira(p.membershipFeeKobo)} per 12-month cycle` : 'Free';
    case 'save more':
      return p.weeklySavingKobo > 0n
        ? `Add to your ${formatNaira(p.weeklySavingKobo)} weekly savings any time`
        : null;
    default:
      return null;
  }
}

/** Whether a benefit's text names a figure (its value is built, never typed). */
export const isFigureBenefit = (text: string) =>
  [
    'weekly savings',
    'loans',
    'loan limit',
    'etc / pop limit',
    'trust bonus',
    'referral earnings',
    'membership fee',
    'save more',
  ].includes(text.trim().toLowerCase());
