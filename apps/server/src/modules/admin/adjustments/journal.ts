import { type JournalEntryView, type JournalSearch, toNairaNumber } from '@trust/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../../db/schema/index.ts';
import { memberAccountOf } from '../../../ledger/index.ts';
import { paymentReferenceOf } from '../../transactions/index.ts';
import { memberByTfp, operatorName, tfpsOf } from './names.ts';

export type EntryRow = typeof journalEntries.$inferSelect;

/** An entry's lines: ledger code and amount (debit positive). */
export async function linesOf(db: Db, entryIds: number[]) {
  return db
    .select({ entryId: postings.entryId, code: ledgerAccounts.code, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(inArray(postings.entryId, entryIds))
    .orderBy(postings.id);
}

export async function entryById(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(journalEntries).where(eq(journalEntries.id, id));
  return row;
}

/**
 * What the Adjustments section finds for a search: a member's 20 newest entries on any of their
 * accounts (a TFP), or one entry by its number; each with its lines named as operators name
 * accounts, and what reversed it.
 */
export async function searchJournal(db: Db, q: string): Promise<JournalSearch> {
  // The search arrives trimmed and not empty (journalSearchQuerySchema).
  const text = q.toUpperCase();
  if (/^\d+$/.test(text)) {
    const entry = Number(text) <= 2_147_483_647 ? await entryById(db, Number(text)) : undefined;
    return { member: null, entries: entry ? await viewEntries(db, [entry]) : [] };
  }
  const member = await memberByTfp(db, text);
  const ids = await db
    .selectDistinct({ id: postings.entryId })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(ledgerAccounts.memberId, member.id))
    .orderBy(desc(postings.entryId))
    .limit(20);
  const rows = ids.length
    ? await db
        .select()
        .from(journalEntries)
        .where(
          inArray(
            journalEntries.id,
            ids.map((r) => r.id),
          ),
        )
        .orderBy(desc(journalEntries.id))
    : [];
  return { member, entries: await viewEntries(db, rows) };
}

async function viewEntries(db: Db, rows: EntryRow[]): Promise<JournalEntryView[]> {
  const ids = rows.map((r) => r.id);
  const lines = await linesOf(db, ids);
  const reversals = ids.length
    ? await db
        .select({ id: journalEntries.id, reverses: journalEntries.reversesEntryId })
        .from(journalEntries)
        .where(inArray(journalEntries.reversesEntryId, ids))
    : [];
  const memberIds = lines.flatMap((l) => memberAccountOf(l.code)?.memberId ?? []);
  const tfps = await tfpsOf(db, memberIds);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    description: r.description,
    reference: paymentReferenceOf(r.idempotencyKey),
    at: r.createdAt.toISOString(),
    reverses: r.reversesEntryId,
    reversed_by: reversals.find((x) => x.reverses === r.id)?.id ?? null,
    lines: lines
      .filter((l) => l.entryId === r.id)
      .map((l) => ({ account: operatorName(l.code, tfps), amount: toNairaNumber(l.amount) })),
  }));
}
