import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries } from '../db/schema/index.ts';
import { IdempotencyConflictError } from './errors.ts';
import type { JournalEntry, PostResult } from './post.ts';
import { fingerprint, type Transfer, type TransferLine, validateTransfer } from './posting.ts';
import { applyWithinFloors, lockAccounts, type NewEntry, writeEntries } from './store.ts';

/**
 * post() for many transfers at once, inside the caller's transaction: the same entries, postings,
 * balances, idempotency and floors as posting each in turn, in three statements whatever their
 * number (lock the accounts, read the keys already used, write). For runs that settle many
 * payments together, such as the weekly debit.
 *
 * All or nothing: every check runs before the first write, so when one transfer is refused
 * (InvalidTransferError, IdempotencyConflictError, InsufficientBalanceError) nothing is written.
 * Floors are checked with the transfers applied in the order given. A key already posted with the
 * same lines (before, or earlier in the same list) is a replay: its result is the first entry,
 * `replayed: true`, and it moves nothing. Results come in the order of the transfers.
 */
export async function postMany(tx: Db, transfers: Transfer[]): Promise<PostResult[]> {
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
      reversesEntryId: null,
      at: p.t.at,
      lines: p.lines,
    });
  }
  const ids = await writeEntries(tx, fresh, accounts, 'fail');

  const written = new Map<string, JournalEntry>();
  for (const e of fresh) {
    const id = ids.get(e.key);
    if (id === undefined) throw new Error(`Journal entry ${e.key} was not written`);
    written.set(e.key, {
      id,
      idempotencyKey: e.key,
      kind: e.kind,
      memberId: e.memberId,
      description: e.description,
      fingerprint: e.fingerprint,
      reversesEntryId: null,
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
