import { divideRounded, type FlexiDuration, type FlexiFrequency, KOBO_PER_NAIRA } from '@trust/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

/**
 * The flexi plan's terms, derived from the member's amount, frequency and duration against the
 * fixed plans (docs/domain-rules.md, "Flexi plan"). Pure arithmetic on kobo; the figures it leans on
 * (PLATINUM's fee-to-saving ratio, GOLD and PLATINUM weekly savings, FLEXI's upper limits) are read
 * from the catalogue, so an operator's edit to those plans moves the flexi quote with them.
 */
export interface FlexiReference {
  gold: { weeklySavingKobo: bigint; trustBonusBps: number };
  platinum: {
    weeklySavingKobo: bigint;
    membershipFeeKobo: bigint;
    loanMaxKobo: bigint;
    coverLimitKobo: bigint;
    trustBonusBps: number;
    referralL1Kobo: bigint;
    referralL2Kobo: bigint;
    referralL3Kobo: bigint;
  };
  flexi: { loanMaxKobo: bigint; coverLimitKobo: bigint; trustBonusBps: number; trustBonusMaxBps: number };
}

export interface FlexiTerms {
  weeklyEquivalentKobo: bigint;
  membershipFeeKobo: bigint;
  trustBonusBps: number;
  loanMaxKobo: bigint;
  coverLimitKobo: bigint;
  referralKobo: [bigint, bigint, bigint];
}

/** The smallest fee a flexi cycle carries: the N100 a card verification costs the fund anyway. */
const FLEXI_MIN_FEE_KOBO = 10_000n;

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);

/** Daily is debited weekly as 7 days (spec part 1 section 9); Monthly is 12 months over 52 weeks. */
function weeklyEquivalent(amountKobo: bigint, frequency: FlexiFrequency): bigint {
  if (frequency === 'Daily') return amountKobo * 7n;
  if (frequency === 'Monthly') return divideRounded(amountKobo * 12n, 52n, 'half-up');
  return amountKobo;
}

/** Scales a PLATINUM figure by weekly / PLATINUM weekly, rounded down to the kobo, capped. */
function scaled(weeklyKobo: bigint, platinumFigure: bigint, platinumWeekly: bigint, cap: bigint): bigint {
  return min((weeklyKobo * platinumFigure) / platinumWeekly, cap);
}

export function flexiTerms(
  ref: FlexiReference,
  amountKobo: bigint,
  frequency: FlexiFrequency,
  durationMonths: FlexiDuration,
): FlexiTerms {
  const weekly = weeklyEquivalent(amountKobo, frequency);
  const p = ref.platinum;
  // A year of membership costs what PLATINUM charges per naira of weekly saving (3 x weekly),
  // never more than PLATINUM's fee; the cycle pays its share of a year, rounded to whole naira.
  const yearly = min((weekly * p.membershipFeeKobo) / p.weeklySavingKobo, p.membershipFeeKobo);
  const fee = max(
    divideRounded(yearly * BigInt(durationMonths), 12n * KOBO_PER_NAIRA, 'half-up') * KOBO_PER_NAIRA,
    FLEXI_MIN_FEE_KOBO,
  );
  const bonus =
    weekly >= p.weeklySavingKobo
      ? Math.min(p.trustBonusBps, ref.flexi.trustBonusMaxBps)
      : weekly >= ref.gold.weeklySavingKobo
        ? Math.min(ref.gold.trustBonusBps, ref.flexi.trustBonusMaxBps)
        : ref.flexi.trustBonusBps;
  return {
    weeklyEquivalentKobo: weekly,
    membershipFeeKobo: fee,
    trustBonusBps: bonus,
    loanMaxKobo: scaled(weekly, p.loanMaxKobo, p.weeklySavingKobo, ref.flexi.loanMaxKobo),
    coverLimitKobo: scaled(weekly, p.coverLimitKobo, p.weeklySavingKobo, ref.flexi.coverLimitKobo),
    referralKobo: [
      scaled(weekly, p.referralL1Kobo, p.weeklySavingKobo, p.referralL1Kobo),
      scaled(weekly, p.referralL2Kobo, p.weeklySavingKobo, p.referralL2Kobo),
      scaled(weekly, p.referralL3Kobo, p.weeklySavingKobo, p.referralL3Kobo),
    ],
  };
}

/** Thrown when the catalogue lacks FLEXI, GOLD or PLATINUM (an operator removed one): no quote. */
export class FlexiReferenceMissingError extends Error {
  constructor() {
    super('The flexi plan cannot be quoted: the FLEXI, GOLD and PLATINUM plans must all exist');
    this.name = 'FlexiReferenceMissingError';
  }
}

/** Reads the reference figures from the catalogue. Throws FlexiReferenceMissingError. */
export async function loadFlexiReference(db: Db): Promise<FlexiReference & { flexiPlanId: number }> {
  const rows = await db
    .select()
    .from(plans)
    .where(inArray(plans.name, ['FLEXI', 'GOLD', 'PLATINUM']));
  const by = new Map(rows.map((r) => [r.name, r]));
  const flexi = by.get('FLEXI');
  const gold = by.get('GOLD');
  const platinum = by.get('PLATINUM');
  if (!flexi || !gold || !platinum || platinum.weeklySavingKobo <= 0n) throw new FlexiReferenceMissingError();
  return { flexiPlanId: flexi.id, flexi, gold, platinum };
}

/**
 * The quote for POST /userflexiplanpayment (flexi_type 1), also used by the pay step (flexi_type 2)
 * so the member pays exactly what was quoted. amountKobo is whole naira in kobo, already validated
 * by flexiPaymentBodySchema. Throws FlexiReferenceMissingError.
 */
export async function quoteFlexi(
  db: Db,
  input: { amountKobo: bigint; frequency: FlexiFrequency; durationMonths: FlexiDuration },
): Promise<FlexiTerms & { flexiPlanId: number; amountKobo: bigint }> {
  const ref = await loadFlexiReference(db);
  return {
    ...flexiTerms(ref, input.amountKobo, input.frequency, input.durationMonths),
    flexiPlanId: ref.flexiPlanId,
    amountKobo: input.amountKobo,
  };
}
