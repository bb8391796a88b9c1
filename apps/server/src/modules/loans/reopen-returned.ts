import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans } from '../../db/schema/index.ts';
import { lockedMemberBalance } from '../../ledger/index.ts';
import { loanOfDisbursal } from './disbursal-reference.ts';

/**
 * A loan's payout the bank did not take (failed, reversed or bounced), in the transaction that gave
 * the money back: the member no longer owes it, so the loan is granted again. The member puts their
 * bank details right and requests its withdrawal again (a new attempt, disbursal-reference.ts) or
 * refunds it; one not withdrawn by its repayment date is closed by the loans job as any granted loan
 * (lifecycle.ts). Its trusters stay with it. Left as it is: a loan some of which was repaid while its
 * payout was on its way (the loan account is not back at zero), for the operators to settle.
 * Answers whether the loan was granted again.
 */
export async function reopenReturnedLoan(
  tx: Db,
  payout: { reference: string; userId: number },
): Promise<boolean> {
  const loanId = loanOfDisbursal(payout.reference);
  if (loanId === undefined) return false;
  const [loan] = await tx.select().from(loans).where(eq(loans.id, loanId)).for('update');
  if (loan?.state !== 'disbursed' || loan.userId !== payout.userId) return false;
  if ((await lockedMemberBalance(tx, loan.userId, 'loan')) !== 0n) return false;
  await tx.update(loans).set({ state: 'granted', disbursedAt: null }).where(eq(loans.id, loan.id));
  return true;
}
