import type { Db } from '../../db/client.ts';
import type { plans } from '../../db/schema/index.ts';
import { flexiTerms, loadFlexiReference } from '../plans/index.ts';
import type { ReferralPlan } from './post-earnings.ts';

/** The terms a member took the plan on: a FLEXI plan's earnings follow its amount, frequency and duration. */
export interface TakenTerms {
  contributionKobo: bigint;
  frequency: string;
  durationMonths: number;
}

/**
 * What the referrers earn when a member starts a paid plan (joining, or an upgrade from BASIC): a
 * FLEXI member's referrers earn by the member's weekly equivalent (the flexi quote); others by the plan.
 */
export async function referralAmounts(
  tx: Db,
  plan: typeof plans.$inferSelect,
  terms: TakenTerms,
): Promise<ReferralPlan> {
  if (plan.name !== 'FLEXI') return plan;
  const quote = flexiTerms(
    await loadFlexiReference(tx),
    terms.contributionKobo,
    terms.frequency as Parameters<typeof flexiTerms>[2],
    terms.durationMonths as Parameters<typeof flexiTerms>[3],
  );
  const [l1, l2, l3] = quote.referralKobo;
  return { name: plan.name, referralL1Kobo: l1, referralL2Kobo: l2, referralL3Kobo: l3 };
}
