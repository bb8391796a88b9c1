import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries } from '../db/schema/index.ts';
import { IdempotencyConflictError } from './errors.ts';
import { fingerprint, type Transfer, type TransferLine, validateTransfer } from './posting.ts';
import { applyWithinFloors, lockAccounts, type NewEntry, writeEntries } from './store.ts';

export type JournalEntry = typeof journalEntries.$inferSelect;

export interface PostResult {
  entry: JournalEntry;
  /** true when this key was already posted with the same lines: nothing new was written. */
  replayed: boolean;
}

/** A transfer as the pipeline takes it; reverse() also names the entry it mirrors. */
export type Posting = Transfer & { reversesEntryId?: number };

/**
 * Writes one balanced journal entry inside the caller's transaction (pass the `tx` of
 * db.transaction, so the entry commits or rolls back with the business change). It is postMany()
 * with one transfer, so idempotency and floors have one code path.
 *
 * Errors: InvalidTransferError / UnknownAccountError (malformed transfer, a caller bug);
 * IdempotencyConflictError (key already used with other lines); InsufficientBalanceError (a member's
 * contributions, earnings, loan, POP or ETC balance would go below zero).
 */
export async function post(
  tx: Db,
  transfer: Transfer,
  opts: { /** set by reverse() only */ reversesEntryId?: number } = {},
): Promise<PostResult> {
  const [result] = await postMany(tx, [{ ...transfer, reversesEntryId: opts.reversesEntryId }]);
  return result as PostResult;
}

/**
 * Writes transfers as journal entries inside the caller's transaction, in three statements whatever
 * their number: lock the accounts, read the keys already used, write. Runs that settle many payments
 * together (the weekly debit) pass them all at once.
 *
 * The accounts touched are created if new and locked in code order, so two postings over the same
 * accounts queue instead of deadlocking, and the floor checks see the latest committed balances.
 * All or nothing: every check runs before the first write, so when one transfer is refused
 * (InvalidTransferError, IdempotencyConflictError, InsufficientBalanceError) nothing is written.
 * Floors are checked with the transfers applied in the order given. A key already posted with the
 * same lines (before, or earlier in the same list) is a replay: its result is the first entry,
 * `replayed: true`, and it moves nothing, even when the money has moved on since. Results come in
 * the order of the transfers.
 */
export async function postMany(tx: Db, transfers: Posting[]): Promise<PostResult[]> {
  const prepared = transfers.map((t) => {
    const lines = validateTransfer(t);
    return { t, lines, fp: fingerprint(lines) };
  });
  const firstOfKey = new Map<string, (typeof prepared)[number]>();
  for (const p of prepared) {
    const first = firstOfKey.get(p.t.key);
    if (!first) firstOfKey.set(p.t.key, p);
    else if (first.fp !== p.fp) throw new IdempotencyConflictError(p.t.key);
  }

  // Locked in code order (the default sort of strings), so two batches never wait on each other in a cycle.
  const codes = [...new Set(prepared.flatMap((p) => p.lines.map((l) => l.account)))].sort();
  const firstUse = new Map<string, Date>();
  for (const p of prepared)
    for (const l of p.lines) if (!firstUse.has(l.account)) firstUse.set(l.account, p.t.at);
  const accounts = await lockAccounts(tx, codes, (code) => firstUse.get(code) as Date);

  // Read under the locks: a transaction posting these keys over these accounts has committed.
  const keys = [...firstOfKey.keys()];
  const existing = new Map<string, JournalEntry>();
  for (const row of await tx
    .select()
    .from(journalEntries)
    .where(sql`${journalEntries.idempotencyKey} = any(${sql.param(keys)}::text[])`)) {
    const p = firstOfKey.get(row.idempotencyKey);
    if (p && p.fp !== row.fingerprint) throw new IdempotencyConflictError(row.idempotencyKey);
    existing.set(row.idempotencyKey, row);
  }

  const balances = new Map([...accounts].map(([code, a]) => [code, a.balance]));
  const fresh: NewEntry[] = [];
  for (const p of firstOfKey.values()) {
    if (existing.has(p.t.key)) continue;
    applyWithinFloors(p.lines as TransferLine[], balances);
    fresh.push({
      key: p.t.key,
      kind: p.t.kind,
      memberId: p.t.memberId ?? null,
      description: p.t.description,
      fingerprint: p.fp,
      reversesEntryId: p.t.reversesEntryId ?? null,
      at: p.t.at,
      lines: p.lines,
    });
  }
  // A key is claimed by the insert itself (on conflict do nothing): one taken since the read above,
  // by a transaction over other accounts, is written by nobody here and decides below.
  const ids = await writeEntries(tx, fresh, accounts);

  const written = new Map<string, JournalEntry>();
  for (const e of fresh) {
    const id = ids.get(e.key);
    if (id === undefined) {
      const taken = await findEntry(tx, e.key);
      if (!taken) throw new Error(`Journal entry ${e.key} was neither written nor found`);
      if (taken.fingerprint !== e.fingerprint) throw new IdempotencyConflictError(e.key);
      existing.set(e.key, taken);
      continue;
    }
    written.set(e.key, {
      id,
      idempotencyKey: e.key,
      kind: e.kind,
      memberId: e.memberId,
      description: e.description,
      fingerprint: e.fingerprint,
      reversesEntryId: e.reversesEntryId,
      createdAt: e.at,
    });
  }
  const seen = new Set<string>();
  return prepared.map((p) => {
    const old = existing.get(p.t.key);
    if (old) return { entry: old, replayed: true };
    const entry = written.get(p.t.key) as JournalEntry;
    const replayed = seen.has(p.t.key);
    seen.add(p.t.key);
    return { entry, replayed };
  });
}

export async function findEntry(tx: Db, key: string): Promise<JournalEntry | undefined> {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  return row;
}
