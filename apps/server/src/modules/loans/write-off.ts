import { formatNaira } from '@trust/shared';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { endOwedLoan } from './end-loan.ts';

/**
 * After a write-off of the member's loan balance is posted (the console's Adjustments, in the
 * approval's transaction): once nothing is owed any more, the disbursed loan ends written off, so the
 * wallet stops offering Repay, the overdue reminders stop, the trusters' pins are released (the fund
 * gave up the debt: nobody is held for it) and the member is told. A write-off of part of the balance
 * leaves the loan open, owing the rest. Answers whether a loan ended.
 */
export async function settleWrittenOffLoan(
  tx: Db,
  userId: number,
  writtenOffKobo: bigint,
  now: Date,
): Promise<boolean> {
  const loan = await endOwedLoan(tx, userId, 'written_off', now);
  if (!loan) return false;
  await notifyMember(tx, {
    memberId: userId,
    kind: 'loan_decision',
    subject: 'Loan written off',
    message: `The fund wrote off ${formatNaira(writtenOffKobo)} of your loan. You owe nothing more on it, and your trusters are released.`,
    loanId: loan.id,
    at: now,
    key: `loan:${loan.id}:written-off`,
  });
  return true;
}

/**
 * Whether the member has a loan that a write-off posted at `at` or later ended: reversing that
 * write-off would bring back a debt on a closed loan whose trusters are free, so it is refused.
 */
export async function loanEndedByWriteOff(db: Db, userId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.state, 'written_off'), gte(loans.endedAt, at)))
    .limit(1);
  return Boolean(row);
}
