import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { lockedMemberBalance } from '../../ledger/index.ts';
import { releasePins } from './pins.ts';

/**
 * Ends the member's disbursed loan once nothing is owed on it: the loan takes its end state (repaid,
 * or written off) and its trusters' pins are released. Answers the loan ended, or undefined while
 * something is still owed (or no loan is disbursed). Called in the transaction of the last posting.
 */
export async function endOwedLoan(tx: Db, userId: number, state: 'repaid' | 'written_off', now: Date) {
  const [loan] = await tx
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.state, 'disbursed')))
    .for('update');
  if (!loan) return undefined;
  if ((await lockedMemberBalance(tx, userId, 'loan')) > 0n) return undefined;
  await tx.update(loans).set({ state, endedAt: now }).where(eq(loans.id, loan.id));
  await releasePins(tx, loan.id);
  return loan;
}
