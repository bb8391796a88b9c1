import { type FlexiFrequency, formatNaira, PLAN_CHANGE_MESSAGES } from '@trust/shared';

/**
 * The rules of a plan change (part 2 section 4.7) as plain arithmetic on kobo, free of the database,
 * so each rule is tested on its own. docs/domain-rules.md, "Plan change", writes them out.
 */

type PlanName = 'ORDINARY' | 'FLEXI' | 'SILVER' | 'GOLD' | 'PLATINUM';

/** The order of the fixed plans: moving up this list is an upgrade. */
const RANK: Record<string, number> = { ORDINARY: 0, FLEXI: 1, SILVER: 2, GOLD: 3, PLATINUM: 4 };

export const displayName = (name: string) => (name === 'ORDINARY' ? 'BASIC' : name);

export interface PlanFigures {
  name: string;
  membershipFeeKobo: bigint;
  weeklySavingKobo: bigint;
}

/** The member's membership now: its plan and the terms they paid. */
export interface CurrentTerms {
  planName: string;
  /** The membership fee paid for this cycle. */
  membershipFeeKobo: bigint;
  /** The amount debited each period. */
  contributionKobo: bigint;
  frequency: FlexiFrequency;
}

/**
 * Why a change from `from` to `to` is refused, or null when it may go ahead. BASIC is never a
 * target (the spec's message); FLEXI only from BASIC; a FLEXI plan cannot change; nor to the same plan.
 */
export function refusal(from: string, to: string): string | null {
  if (to === 'ORDINARY') return PLAN_CHANGE_MESSAGES.notTarget(displayName(to));
  if (from === 'FLEXI') return PLAN_CHANGE_MESSAGES.flexiCannotChange;
  if (from === to) return PLAN_CHANGE_MESSAGES.samePlan(displayName(to));
  if (to === 'FLEXI' && from !== 'ORDINARY') return PLAN_CHANGE_MESSAGES.flexiOnlyFromBasic;
  if (!(to in RANK)) return PLAN_CHANGE_MESSAGES.notTarget(displayName(to));
  return null;
}

export const isUpgrade = (from: string, to: string) => (RANK[to] ?? 0) > (RANK[from] ?? 0);

/** From BASIC the member has no card for weekly debits yet: they choose card or bank transfer. */
export const choosesPayMethod = (from: string, to: string) =>
  from === 'ORDINARY' && ['SILVER', 'GOLD', 'PLATINUM'].includes(to as PlanName);

export interface Price {
  /** The membership fee of the new plan still owed: its fee less the fee paid this cycle, never below 0. */
  feeBalanceKobo: bigint;
  /** Contributions that bring this cycle up to the new weekly saving. */
  topUpKobo: bigint;
  totalKobo: bigint;
}

const atLeastZero = (k: bigint) => (k > 0n ? k : 0n);

/**
 * What a change costs (GET /userplanchangelist's plan_change_amount, and the payment's amount):
 * - a downgrade: 0 (the fee paid is kept, not refunded; the new weekly saving applies from the next debit);
 * - from BASIC (no fee paid, no savings): the new plan's fee and its first week's saving, as joining
 *   costs, since the new plan's cycle starts at the change;
 * - from a paid plan: fee balance = new fee − fee paid (at least 0), plus top-up = weeks paid this
 *   cycle × (new weekly saving − current weekly saving).
 */
export function priceOf(current: CurrentTerms, target: PlanFigures, weeksPaid: number): Price {
  if (!isUpgrade(current.planName, target.name)) {
    return { feeBalanceKobo: 0n, topUpKobo: 0n, totalKobo: 0n };
  }
  const feeBalanceKobo = atLeastZero(target.membershipFeeKobo - current.membershipFeeKobo);
  if (current.planName === 'ORDINARY') {
    const first = target.weeklySavingKobo;
    return { feeBalanceKobo, topUpKobo: first, totalKobo: feeBalanceKobo + first };
  }
  const topUpKobo = atLeastZero(BigInt(weeksPaid) * (target.weeklySavingKobo - current.contributionKobo));
  return { feeBalanceKobo, topUpKobo, totalKobo: feeBalanceKobo + topUpKobo };
}

/** One part of what a change costs, as the confirmation and the receipt name it. */
export interface PriceLine {
  label: string;
  amountKobo: bigint;
}

/**
 * What an upgrade's price is made of, in words a member can check against their own figures: the
 * lines sum to fee balance + top-up. From BASIC: the new plan's fee and its first week. From a paid
 * plan: the new fee less the fee paid this cycle, and the top-up as weeks paid × the weekly
 * difference. A part that comes to 0 is left out. `weeklyDifferenceKobo` is the new weekly saving less
 * the current one (the top-up's weeks are top-up ÷ difference).
 */
export function priceLines(input: {
  fromPlan: string;
  toPlan: string;
  newFeeKobo: bigint;
  feeBalanceKobo: bigint;
  topUpKobo: bigint;
  weeklyDifferenceKobo: bigint;
}): PriceLine[] {
  const to = displayName(input.toPlan);
  const lines: PriceLine[] = [];
  if (input.fromPlan === 'ORDINARY') {
    if (input.feeBalanceKobo > 0n)
      lines.push({ label: `${to} membership fee`, amountKobo: input.feeBalanceKobo });
    if (input.topUpKobo > 0n) {
      lines.push({ label: `First week's saving on ${to} (week 1)`, amountKobo: input.topUpKobo });
    }
    return lines;
  }
  if (input.feeBalanceKobo > 0n) {
    const paid = input.newFeeKobo - input.feeBalanceKobo;
    lines.push({
      label:
        paid > 0n
          ? `${to} membership fee ${formatNaira(input.newFeeKobo)} less the ${formatNaira(paid)} paid this cycle`
          : `${to} membership fee`,
      amountKobo: input.feeBalanceKobo,
    });
  }
  if (input.topUpKobo > 0n) {
    const d = input.weeklyDifferenceKobo;
    const weeks = d > 0n && input.topUpKobo % d === 0n ? input.topUpKobo / d : null;
    lines.push({
      label:
        weeks !== null
          ? `Top-up of the ${weeks} ${weeks === 1n ? 'week' : 'weeks'} paid this cycle: ${weeks} × ${formatNaira(d)}`
          : 'Top-up of the weeks paid this cycle to the new weekly saving',
      amountKobo: input.topUpKobo,
    });
  }
  return lines;
}

/** How long an unpaid checkout for a change holds the member's next change, and a transfer not yet sent. */
export const CHECKOUT_HOLD_MS = 30 * 60 * 1000;
export const TRANSFER_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
