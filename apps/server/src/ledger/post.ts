import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { describeAccount, normalSign } from './accounts.ts';
import { IdempotencyConflictError, InsufficientBalanceError } from './errors.ts';
import { fingerprint, type Transfer, validateTransfer } from './posting.ts';

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
 * The accounts touched are created if new, then locked (SELECT … FOR UPDATE) in code order, so two
 * transfers over the same accounts queue instead of deadlocking, and the floor check below sees the
 * latest committed balance. Every check runs before the first write, so a refusal writes nothing.
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
  const codes = lines.map((l) => l.account);
  const at = transfer.at;

  await tx
    .insert(ledgerAccounts)
    .values(
      codes.map((code) => {
        const info = describeAccount(code);
        return { code, type: info.type, memberId: info.memberId, createdAt: at };
      }),
    )
    .onConflictDoNothing({ target: ledgerAccounts.code });
  const accounts = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes))
    .orderBy(asc(ledgerAccounts.code))
    .for('update');
  const byCode = new Map(accounts.map((a) => [a.code, a]));

  const existing = await findEntry(tx, transfer.key);
  if (existing) {
    if (existing.fingerprint !== fp) throw new IdempotencyConflictError(transfer.key);
    return { entry: existing, replayed: true };
  }

  for (const line of lines) {
    const account = byCode.get(line.account);
    if (!account) throw new Error(`Ledger account ${line.account} vanished while locked`);
    if (!describeAccount(line.account).hasFloor) continue;
    const sign = normalSign(account.type as Parameters<typeof normalSign>[0]);
    const after = sign * (account.balance + line.amount);
    if (after < 0n) {
      throw new InsufficientBalanceError(line.account, sign * account.balance, -sign * line.amount);
    }
  }

  const [entry] = await tx
    .insert(journalEntries)
    .values({
      idempotencyKey: transfer.key,
      kind: transfer.kind,
      memberId: transfer.memberId ?? null,
      description: transfer.description,
      fingerprint: fp,
      reversesEntryId: opts.reversesEntryId ?? null,
      createdAt: at,
    })
    .returning();
  if (!entry) throw new Error('Journal entry insert returned no row');
  await writeLines(tx, entry.id, lines, byCode, at);
  return { entry, replayed: false };
}

export async function findEntry(tx: Db, key: string): Promise<JournalEntry | undefined> {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  return row;
}

/** Inserts the postings of an entry and moves each account's materialised balance with them. */
export async function writeLines(
  tx: Db,
  entryId: number,
  lines: { account: string; amount: bigint }[],
  byCode: Map<string, { id: number }>,
  at: Date,
): Promise<void> {
  await tx.insert(postings).values(
    lines.map((l) => ({
      entryId,
      accountId: (byCode.get(l.account) as { id: number }).id,
      amount: l.amount,
      createdAt: at,
    })),
  );
  for (const l of lines) {
    const id = (byCode.get(l.account) as { id: number }).id;
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${l.amount}` })
      .where(eq(ledgerAccounts.id, id));
  }
}
