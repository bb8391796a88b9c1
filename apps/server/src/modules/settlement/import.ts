import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { settlements, settlementTransactions } from '../../db/schema/index.ts';
import type { JobDeps } from '../../deps.ts';
import type { Settlement, SettlementTransaction } from '../../gateways/gateway.ts';
import { post, providerSettled } from '../../ledger/index.ts';

/** Settlements asked for per page, and pages read at most per run (newest first: a run stops at one it knows). */
const PER_PAGE = 50;
const MAX_PAGES = 20;

/** The ledger key of a settlement: posted once, whoever imports it and however often. */
const settlementKey = (gateway: string, providerId: string) => `settlement:${gateway}:${providerId}`;

interface OurRecord {
  reference: string;
  amount_kobo: string;
  user_id: number;
}

/**
 * What our records hold for these references: a payment the provider took (a plan, Save More, a
 * repayment, a card check), or a weekly card debit (contribution_weeks, WD-…), with its amount and member.
 */
async function ourRecords(tx: Db, references: string[]): Promise<Map<string, OurRecord>> {
  if (references.length === 0) return new Map();
  const rows = await rowsOf<OurRecord>(
    tx,
    sql`select distinct on (reference) reference, amount_kobo::text, user_id from (
          select reference, amount_kobo, user_id, 1 as pick from payments
          where reference = any(${sql.param(references)}::text[]) and status = 'success'
          union all
          select reference, amount_kobo, user_id, 2 as pick from contribution_weeks
          where reference = any(${sql.param(references)}::text[]) and source = 'card' and status = 'paid'
        ) r order by reference, pick`,
  );
  return new Map(rows.map((r) => [r.reference, r]));
}

/**
 * Imports one settlement with its transactions, in one transaction: each transaction beside what our
 * records hold for it, the settlement flagged when the bank did not get what our records expect or a
 * transaction is not ours, and the money that reached the bank posted from the provider's clearing
 * account to the bank. Answers its status, or null when it was imported before (by another run or
 * instance): nothing more is written or posted.
 */
async function importOne(
  db: Db,
  gateway: string,
  s: Settlement,
  transactions: SettlementTransaction[],
  now: Date,
): Promise<'matched' | 'difference' | null> {
  return db.transaction(async (tx) => {
    const ours = await ourRecords(
      tx,
      transactions.map((t) => t.reference),
    );
    const lines = transactions.map((t) => {
      const mine = ours.get(t.reference);
      const ourAmount = mine ? BigInt(mine.amount_kobo) : null;
      const match = ourAmount === null ? 'unknown' : ourAmount === t.amountKobo ? 'matched' : 'amount';
      return { t, ourAmount, memberId: mine ? Number(mine.user_id) : null, match } as const;
    });
    const expected = lines.reduce((sum, l) => sum + (l.ourAmount ?? 0n), 0n);
    const unmatched = lines.filter((l) => l.match !== 'matched').length;
    const status = unmatched === 0 && expected === s.amountKobo ? 'matched' : 'difference';
    const [row] = await tx
      .insert(settlements)
      .values({
        gateway,
        providerId: s.id,
        status,
        settledAt: s.settledAt,
        processedKobo: s.processedKobo,
        feesKobo: s.feesKobo,
        deductionsKobo: s.deductionsKobo,
        amountKobo: s.amountKobo,
        expectedKobo: expected,
        unmatched,
        importedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: settlements.id });
    if (!row) return null;
    if (lines.length > 0) {
      await tx
        .insert(settlementTransactions)
        .values(
          lines.map((l) => ({
            settlementId: row.id,
            reference: l.t.reference,
            amountKobo: l.t.amountKobo,
            feesKobo: l.t.feesKobo,
            paidAt: l.t.paidAt,
            ourAmountKobo: l.ourAmount,
            memberId: l.memberId,
            match: l.match,
          })),
        )
        .onConflictDoNothing();
    }
    if (s.amountKobo > 0n) {
      await post(
        tx,
        providerSettled({
          key: settlementKey(gateway, s.id),
          description: `Settlement ${s.id} from ${gateway} to the fund's bank`,
          at: s.settledAt,
          amountKobo: s.amountKobo,
        }),
      );
    }
    return status;
  });
}

/**
 * The settlement import (daily, and on finance's "Import now"): reads the provider's settlements
 * newest first, a page at a time, until a page holds only settlements imported before, and imports
 * each one paid to the bank (status success) that is new, oldest first. Idempotent: a rerun, or two
 * instances at once, post each settlement once. A gateway without settlements imports nothing.
 */
export async function importSettlements(
  deps: Pick<JobDeps, 'db' | 'gateway' | 'log'>,
  now: Date,
): Promise<{ imported: number; flagged: number }> {
  const { db, gateway } = deps;
  const result = { imported: 0, flagged: 0 };
  if (!gateway.listSettlements || !gateway.settlementTransactions) return result;
  const known = new Set(
    (
      await db
        .select({ providerId: settlements.providerId })
        .from(settlements)
        .where(sql`${settlements.gateway} = ${gateway.name}`)
    ).map((r) => r.providerId),
  );
  const fresh: Settlement[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { settlements: listed, pageCount } = await gateway.listSettlements({ page, perPage: PER_PAGE });
    fresh.push(...listed.filter((s) => s.status === 'success' && !known.has(s.id)));
    if (page >= pageCount || listed.length === 0 || listed.every((s) => known.has(s.id))) break;
  }
  for (const s of fresh.sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime())) {
    const transactions = await gateway.settlementTransactions(s.id);
    const status = await importOne(db, gateway.name, s, transactions, now);
    if (!status) continue;
    result.imported++;
    if (status === 'difference') {
      result.flagged++;
      deps.log?.warn(
        { settlement: s.id, gateway: gateway.name },
        'settlement differs from our records: flagged for finance',
      );
    }
  }
  return result;
}
