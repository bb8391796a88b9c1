import { formatNaira, type IdTier, TIER_LIMITS_KOBO, toNairaNumber } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idDocuments } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';

/**
 * A member's tier (docs/domain-rules.md, "Back office: members' records"): "id_checked" once an operator
 * approved one of their ID documents, "none" before. The tier is read from the documents, never kept
 * beside them, so approving is the one way in.
 */
export async function tierOf(db: Db, userId: number): Promise<IdTier> {
  const [approved] = await db
    .select({ id: idDocuments.id })
    .from(idDocuments)
    .where(and(eq(idDocuments.userId, userId), eq(idDocuments.status, 'approved')))
    .limit(1);
  return approved ? 'id_checked' : 'none';
}

/** The tier's limits as the API shows them (naira; null: only the plan's own limit applies). */
export const tierLimitsView = (tier: IdTier) => {
  const l = TIER_LIMITS_KOBO[tier];
  return {
    loan_limit: l.loan == null ? null : toNairaNumber(l.loan),
    payout_limit: l.payout == null ? null : toNairaNumber(l.payout),
  };
};

export const TIER_MESSAGES = {
  loan: (limit: bigint) =>
    `Without a checked ID you can borrow at most ${formatNaira(limit)}. Upload your ID on your profile page to borrow more.`,
  payout: (limit: bigint) =>
    `Without a checked ID at most ${formatNaira(limit)} can be paid out at once. Upload your ID on your profile page to take out more.`,
};

/**
 * Refuses a loan above the member's tier limit (400, field loan_amount, the tier in data). The plan's
 * own cap is checked beside it by the loans module.
 */
export async function checkLoanTier(db: Db, userId: number, amountKobo: bigint): Promise<void> {
  const tier = await tierOf(db, userId);
  const limit = TIER_LIMITS_KOBO[tier].loan;
  if (limit != null && amountKobo > limit) {
    throw badRequest(TIER_MESSAGES.loan(limit), { field: 'loan_amount', tier });
  }
}

/**
 * Refuses a single payout (a cash-out, a redemption of earnings) above the member's tier limit (400,
 * the tier in data); nothing moves.
 */
export async function checkPayoutTier(
  db: Db,
  userId: number,
  amountKobo: bigint,
  field: string,
): Promise<void> {
  const tier = await tierOf(db, userId);
  const limit = TIER_LIMITS_KOBO[tier].payout;
  if (limit != null && amountKobo > limit) throw badRequest(TIER_MESSAGES.payout(limit), { field, tier });
}
