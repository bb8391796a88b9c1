import { type AdminSettlement, type AdminSettlementTransaction, toNairaNumber } from '@trust/shared';
import { asc, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { settlements, settlementTransactions, users } from '../../db/schema/index.ts';

type Row = typeof settlements.$inferSelect;

const reviewer = alias(users, 'reviewer');

function view(s: Row, transactions: number, reviewedBy: string | null): AdminSettlement {
  return {
    id: s.id,
    gateway: s.gateway,
    provider_id: s.providerId,
    status: s.status as AdminSettlement['status'],
    settled_at: s.settledAt.toISOString(),
    processed: toNairaNumber(s.processedKobo),
    fees: toNairaNumber(s.feesKobo),
    deductions: toNairaNumber(s.deductionsKobo),
    amount: toNairaNumber(s.amountKobo),
    expected: toNairaNumber(s.expectedKobo),
    difference: toNairaNumber(s.expectedKobo - s.amountKobo),
    transactions,
    unmatched: s.unmatched,
    reviewed_by: reviewedBy,
    reviewed_at: s.reviewedAt?.toISOString() ?? null,
    review_note: s.reviewNote,
  };
}

/** The settlements, newest first (the newest 200), and how many are flagged and not yet reviewed. */
export async function listSettlements(db: Db): Promise<{ settlements: AdminSettlement[]; flagged: number }> {
  const rows = await db
    .select({
      s: settlements,
      transactions: count(settlementTransactions.reference),
      reviewer: reviewer.fullName,
    })
    .from(settlements)
    .leftJoin(settlementTransactions, eq(settlementTransactions.settlementId, settlements.id))
    .leftJoin(reviewer, eq(reviewer.id, settlements.reviewedBy))
    .groupBy(settlements.id, reviewer.fullName)
    .orderBy(desc(settlements.settledAt), desc(settlements.id))
    .limit(200);
  const [flagged] = await db
    .select({ n: count() })
    .from(settlements)
    .where(eq(settlements.status, 'difference'));
  return {
    settlements: rows.map((r) => view(r.s, Number(r.transactions), r.reviewer)),
    flagged: Number(flagged?.n ?? 0),
  };
}

/** One settlement with its transactions, those that differ from our records first. Null when unknown. */
export async function settlementDetail(db: Db, id: number) {
  const [row] = await db
    .select({ s: settlements, reviewer: reviewer.fullName })
    .from(settlements)
    .leftJoin(reviewer, eq(reviewer.id, settlements.reviewedBy))
    .where(eq(settlements.id, id));
  if (!row) return null;
  const lines = await db
    .select({ t: settlementTransactions, name: users.fullName })
    .from(settlementTransactions)
    .leftJoin(users, eq(users.id, settlementTransactions.memberId))
    .where(eq(settlementTransactions.settlementId, id))
    .orderBy(asc(settlementTransactions.reference));
  const order = { unknown: 0, amount: 1, matched: 2 } as Record<string, number>;
  const transactions: AdminSettlementTransaction[] = lines
    .map(({ t, name }) => ({
      reference: t.reference,
      amount: toNairaNumber(t.amountKobo),
      fees: toNairaNumber(t.feesKobo),
      paid_at: t.paidAt?.toISOString() ?? null,
      our_amount: t.ourAmountKobo === null ? null : toNairaNumber(t.ourAmountKobo),
      member: t.memberId !== null && name !== null ? { id: t.memberId, name } : null,
      match: t.match as AdminSettlementTransaction['match'],
    }))
    .sort((a, b) => (order[a.match] ?? 3) - (order[b.match] ?? 3));
  return { settlement: view(row.s, transactions.length, row.reviewer), transactions };
}
