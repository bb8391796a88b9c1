import {
  type AdminPayout,
  PAYOUT_BATCH_METHODS,
  PAYOUT_BATCH_STATUSES,
  PAYOUT_STATUSES,
  type PayoutBatch,
  type PayoutTab,
  toNairaNumber,
} from '@trust/shared';
import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches, payouts, proposals, users } from '../../../db/schema/index.ts';
import { viewProposals } from '../../approvals/index.ts';
import { bankCodesOf } from './bank-codes.ts';
import { payoutHolds } from './holds.ts';
import { PAYOUT_BATCH_KIND } from './kind.ts';

const PER_PAGE = 50;

/** The statuses each tab shows: "in a batch" holds the batched and those whose transfer is under way. */
const TAB_STATUSES: Record<PayoutTab, string[]> = {
  pending: ['pending'],
  batched: ['batched', 'sending'],
  sent: ['sent'],
  failed: ['failed'],
};

type PayoutRow = typeof payouts.$inferSelect;

const asEnum = <T extends readonly string[]>(values: T, v: string): T[number] =>
  (values as readonly string[]).includes(v) ? (v as T[number]) : (values[0] as T[number]);

function viewPayout(
  p: PayoutRow,
  member: { name: string; tfp: string | null },
  batchMethod: string | null,
  bank: { code: string | null; hold: string | null },
): AdminPayout {
  return {
    id: p.id,
    kind: p.kind,
    member: { id: p.userId, ...member },
    amount: toNairaNumber(p.amountKobo),
    bank_name: p.bankName,
    bank_code: bank.code,
    account_number: p.accountNumber,
    account_holder_name: p.accountHolderName,
    status: asEnum(PAYOUT_STATUSES, p.status),
    batch_id: p.batchId,
    batch_method: batchMethod ? asEnum(PAYOUT_BATCH_METHODS, batchMethod) : null,
    created_at: p.createdAt.toISOString(),
    sent_at: p.sentAt?.toISOString() ?? null,
    failure_reason: p.failureReason,
    // Only a payout still to be sent can wait.
    hold: p.status === 'pending' ? bank.hold : null,
  };
}

/** One tab of payouts, oldest first (the longest waiting are sent first), with the tab's total. */
/** The console's rows: each payout with its bank code and why it waits. */
async function viewed(
  db: Db,
  rows: { p: PayoutRow; name: string; tfp: string | null; method: string | null }[],
  now: Date,
) {
  const ps = rows.map((r) => r.p);
  const [codes, holds] = await Promise.all([bankCodesOf(db, ps), payoutHolds(db, ps, now)]);
  return rows.map((r) =>
    viewPayout(r.p, { name: r.name, tfp: r.tfp }, r.method, {
      code: codes.get(r.p.id) ?? null,
      hold: holds.get(r.p.id) ?? null,
    }),
  );
}

export async function listPayouts(db: Db, tab: PayoutTab, page: number, now: Date) {
  const where = inArray(payouts.status, TAB_STATUSES[tab]);
  const rows = await db
    .select({ p: payouts, name: users.fullName, tfp: users.tfpPin, method: payoutBatches.method })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .where(where)
    .orderBy(tab === 'pending' ? payouts.createdAt : desc(payouts.createdAt), payouts.id)
    .limit(PER_PAGE)
    .offset((page - 1) * PER_PAGE);
  const [totals] = await db
    .select({ n: count(), kobo: sum(payouts.amountKobo) })
    .from(payouts)
    .where(where);
  return {
    payouts: await viewed(db, rows, now),
    total: Number(totals?.n ?? 0),
    total_amount: toNairaNumber(BigInt(totals?.kobo ?? 0)),
  };
}

/** The batches, newest first, each with its proposal (for Approve / Reject). */
export async function listBatches(db: Db): Promise<PayoutBatch[]> {
  const rows = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.id)).limit(100);
  if (rows.length === 0) return [];
  const subjects = rows.map((b) => batchSubject(b.id));
  const found = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.kind, PAYOUT_BATCH_KIND), inArray(proposals.subject, subjects)))
    .orderBy(desc(proposals.id));
  const viewed = await viewProposals(db, found);
  return rows.map((b) => ({
    id: b.id,
    method: asEnum(PAYOUT_BATCH_METHODS, b.method),
    status: asEnum(PAYOUT_BATCH_STATUSES, b.status),
    total: toNairaNumber(b.totalKobo),
    count: b.payoutCount,
    created_at: b.createdAt.toISOString(),
    sent_at: b.sentAt?.toISOString() ?? null,
    proposal: viewed.find((p) => p.subject === batchSubject(b.id)) ?? null,
  }));
}

export const batchSubject = (batchId: number) => `payout-batch:${batchId}`;

/** One payout as the console lists it. Errors: 404 for an unknown id. */
export async function payoutView(db: Db, id: number, now: Date): Promise<AdminPayout | undefined> {
  const [r] = await db
    .select({ p: payouts, name: users.fullName, tfp: users.tfpPin, method: payoutBatches.method })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .leftJoin(payoutBatches, eq(payoutBatches.id, payouts.batchId))
    .where(eq(payouts.id, id));
  return r ? (await viewed(db, [r], now))[0] : undefined;
}

export const bounceSubject = (payoutId: number) => `payout-bounce:${payoutId}`;
