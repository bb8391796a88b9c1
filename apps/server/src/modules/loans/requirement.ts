import { formatNaira, NO_LIMIT, selectionLimits, type TrusterType } from '@trust/shared';

export interface RequirementItem {
  pl_name: TrusterType;
  pl_value: number | string;
}

const item = (pl_name: TrusterType, n: number | null): RequirementItem => ({
  pl_name,
  pl_value: n ?? NO_LIMIT,
});

/**
 * How many trusters a loan of this amount needs (docs/domain-rules.md, Loans): one tab is counted, the
 * others are 'Max' (no limit of their own), and any mix of tabs may make up the weighted total.
 * Up to N100,000: 2 Silver; up to N500,000: 5 Silver; up to N1,000,000: 2 Gold; up to N5,000,000:
 * 5 Gold; above: 5 Platinum. So the trust asked grows with the amount.
 */
export function requirementFor(amountKobo: bigint): RequirementItem[] {
  const naira = amountKobo / 100n;
  if (naira <= 100_000n) return [item('STM', 2), item('GTM', null), item('PTM', null)];
  if (naira <= 500_000n) return [item('STM', 5), item('GTM', null), item('PTM', null)];
  if (naira <= 1_000_000n) return [item('STM', null), item('GTM', 2), item('PTM', null)];
  if (naira <= 5_000_000n) return [item('STM', null), item('GTM', 5), item('PTM', null)];
  return [item('STM', null), item('GTM', null), item('PTM', 5)];
}

export const limitsFor = (amountKobo: bigint) => selectionLimits(requirementFor(amountKobo));

/** The loan limit of each plan (part 2 section 6, plan caps); a FLEXI member borrows as Silver. */
export const PLAN_LOAN_CAP_KOBO: Record<string, bigint> = {
  SILVER: 100_000_000n,
  FLEXI: 100_000_000n,
  GOLD: 500_000_000n,
  PLATINUM: 1_000_000_000n,
};

export const capText = (plan: string) => formatNaira(PLAN_LOAN_CAP_KOBO[plan] ?? 0n);
