import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.ts';
import { ReversalError } from './errors.ts';
import { type PostResult, post } from './post.ts';

/**
 * Undoes an entry by posting its mirror image (every line with the opposite sign) under a new key;
 * the original stays as it was: nothing in the ledger is ever updated or deleted. The mirror goes
 * through post(), so it is idempotent on `key` and respects the member floors (reversing a
 * contribution the member has already spent throws InsufficientBalanceError).
 *
 * Errors: ReversalError (unknown entry, an entry that is itself a reversal, or one already reversed
 * under another key), plus those of post().
 */
export async function reverse(
  tx: Db,
  entryId: number,
  key: string,
  at: Date,
  description?: string,
): Promise<PostResult> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!original) throw new ReversalError(`No journal entry ${entryId}`);
  if (original.reversesEntryId !== null) throw new ReversalError(`Entry ${entryId} is itself a reversal`);
  const lines = await tx
    .select({ account: ledgerAccounts.code, amount: postings.amount })
    .from(postings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(eq(postings.entryId, entryId))
    .orderBy(asc(postings.id));
  const [already] = await tx.select().from(journalEntries).where(eq(journalEntries.reversesEntryId, entryId));
  if (already && already.idempotencyKey !== key) {
    throw new ReversalError(`Entry ${entryId} was already reversed by entry ${already.id}`);
  }
  return post(
    tx,
    {
      key,
      kind: 'reversal',
      memberId: original.memberId ?? undefined,
      description: description ?? `Reversal of: ${original.description}`,
      lines: lines.map((l) => ({ account: l.account, amount: -l.amount })),
      at,
    },
    { reversesEntryId: entryId },
  );
}
