import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries } from '../db/schema/index.ts';
import { IdempotencyConflictError } from './errors.ts';
import { fingerprint, type Transfer, validateTransfer } from './posting.ts';
import { applyWithinFloors, lockAccounts, writeEntries } from './store.ts';

export type JournalEntry = typeof journalEntries.$inferSelect;

export interface PostResult {
  entry: JournalEntry;
  /** true when this key was already posted with the same lines: nothing new was written. */
  replayed: boolean;
}

/**
 * Writes one balanced journal entry inside the caller's transaction (pass the `tx` of
 * db.transaction, so the entry commits or rolls back with the business change).
 *
 * The accounts touched are created if new and locked in code order (one statement), so two
 * transfers over the same accounts queue instead of deadlocking, and the floor check below sees the
 * latest committed balance. Every check runs before the entry is written, so a refusal writes no
 * entry, posting or balance change (an account seen for the first time stays created, as before).
 * The entry, its postings and the balance moves are then one more statement: two in all.
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
  const lines = validateTransfer(transfer);
  const fp = fingerprint(lines);
  const accounts = await lockAccounts(
    tx,
    lines.map((l) => l.account),
    () => transfer.at,
  );

  const replay = async (): Promise<PostResult | null> => {
    const existing = await findEntry(tx, transfer.key);
    if (!existing) return null;
    if (existing.fingerprint !== fp) throw new IdempotencyConflictError(transfer.key);
    return { entry: existing, replayed: true };
  };

  try {
    applyWithinFloors(lines, new Map([...accounts].map(([code, a]) => [code, a.balance])));
  } catch (e) {
    // A replay answers with its first entry even when the money has moved on since.
    const first = await replay();
    if (first) return first;
    throw e;
  }

  const entry: Omit<JournalEntry, 'id'> = {
    idempotencyKey: transfer.key,
    kind: transfer.kind,
    memberId: transfer.memberId ?? null,
    description: transfer.description,
    fingerprint: fp,
    reversesEntryId: opts.reversesEntryId ?? null,
    createdAt: transfer.at,
  };
  // The key is claimed by the insert itself (on conflict do nothing): when it is taken, nothing
  // was written and the entry that holds it decides between a replay and a conflict.
  const ids = await writeEntries(
    tx,
    [{ ...entry, key: transfer.key, at: transfer.at, lines }],
    accounts,
    'skip',
  );
  const id = ids.get(transfer.key);
  if (id === undefined) {
    const first = await replay();
    if (!first) throw new Error(`Journal entry ${transfer.key} was neither written nor found`);
    return first;
  }
  return { entry: { id, ...entry }, replayed: false };
}

export async function findEntry(tx: Db, key: string): Promise<JournalEntry | undefined> {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  return row;
}
