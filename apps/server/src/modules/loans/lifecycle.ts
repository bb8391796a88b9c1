import { formatNaira } from '@trust/shared';
import { and, eq, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, proposals } from '../../db/schema/index.ts';
import { lagosDay } from '../../lagos-day.ts';
import { memberBalances } from '../../ledger/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { LOAN_DISBURSAL } from './disbursal-kind.ts';
import { endOwedLoan } from './end-loan.ts';
import { trusterIdsOf } from './pins.ts';
import { endRequest } from './respond.ts';

/**
 * The 48 hours (part 2 section 4.11): every request still waiting at its expiry ends and its
 * trusters' pins are released; the member must apply again. Also ends an approved loan whose
 * disbursal an operator rejected, and a granted loan the member neither withdrew nor refunded by its
 * repayment date (its trusters are not held for money never taken). An idempotent function of now.
 */
export async function expireLoanRequests(db: Db, now: Date): Promise<{ expired: number; rejected: number }> {
  const due = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.state, 'awaiting'), lte(loans.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
      if (loan?.state !== 'awaiting' || !loan.expiresAt || loan.expiresAt > now) return;
      await endRequest(
        tx,
        loan,
        'expired',
        now,
        'Your trusters did not all answer within 48 hours. Apply again.',
      );
      expired += 1;
    });
  }
  let rejected = 0;
  const approved = await db.select({ id: loans.id }).from(loans).where(eq(loans.state, 'approved'));
  for (const { id } of approved) {
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
      if (loan?.state !== 'approved') return;
      const asked = await tx
        .select({ status: proposals.status })
        .from(proposals)
        .where(and(eq(proposals.kind, LOAN_DISBURSAL), eq(proposals.subject, `loan:${loan.id}`)));
      // Not yet proposed, or a proposal still waiting: it stays in the console's queue.
      if (asked.length === 0 || asked.some((p) => p.status !== 'rejected')) return;
      await endRequest(tx, loan, 'declined', now, 'The fund did not approve the disbursal of your loan.');
      rejected += 1;
    });
  }
  const unclaimed = await db
    .select({ id: loans.id })
    .from(loans)
    .where(and(eq(loans.state, 'granted'), lt(loans.repaymentDate, lagosDay(now))));
  for (const { id } of unclaimed) {
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, id)).for('update');
      if (loan?.state !== 'granted' || loan.repaymentDate >= lagosDay(now)) return;
      await endRequest(
        tx,
        loan,
        'refunded',
        now,
        'Your loan was not withdrawn by its repayment date, so it is closed. You owe nothing.',
      );
      rejected += 1;
    });
  }
  return { expired, rejected };
}

/**
 * Full repayment (part 2 section 9: partial repayment is disregarded): once nothing is owed on the
 * loan, the disbursed loan is repaid and its trusters' pins are free. Called in the repayment's
 * transaction, after its posting.
 */
export async function settleRepaidLoan(tx: Db, userId: number, now: Date): Promise<void> {
  const loan = await endOwedLoan(tx, userId, 'repaid', now);
  if (!loan) return;
  await notifyMember(tx, {
    memberId: userId,
    kind: 'loan_repaid',
    subject: 'Loan repaid',
    message: 'Your loan is fully repaid. Your trusters are released.',
    loanId: loan.id,
    at: now,
  });
}

/**
 * Overdue loans (docs/domain-rules.md, Loans): past the repayment date with money still owed, the
 * borrower and each truster get one reminder a Lagos day until it is repaid.
 */
export async function remindOverdueLoans(db: Db, now: Date): Promise<{ reminded: number }> {
  const today = lagosDay(now);
  const late = await db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.state, 'disbursed'),
        lt(loans.repaymentDate, today),
        or(isNull(loans.remindedOn), ne(loans.remindedOn, today)),
      ),
    );
  let reminded = 0;
  for (const candidate of late) {
    const owed = (await memberBalances(db, candidate.userId)).loan;
    if (owed <= 0n) continue;
    await db.transaction(async (tx) => {
      const [loan] = await tx.select().from(loans).where(eq(loans.id, candidate.id)).for('update');
      if (loan?.state !== 'disbursed' || loan.remindedOn === today) return;
      await tx.update(loans).set({ remindedOn: today }).where(eq(loans.id, loan.id));
      await notifyMember(tx, {
        memberId: loan.userId,
        kind: 'loan_overdue',
        subject: 'Loan repayment overdue',
        message: `Your loan was due on ${loan.repaymentDate}. Repay ${formatNaira(owed)} from your trust wallet; what is still owed at cash-out is taken from your savings.`,
        loanId: loan.id,
        at: now,
      });
      for (const t of await trusterIdsOf(tx, loan.id)) {
        await notifyMember(tx, {
          memberId: t,
          kind: 'loan_overdue_truster',
          subject: 'A loan you trusted is overdue',
          message: `A loan you trusted was due on ${loan.repaymentDate} and ${formatNaira(owed)} is still owed. Your TFP stays in use until it is repaid.`,
          byUserId: loan.userId,
          loanId: loan.id,
          at: now,
        });
      }
      reminded += 1;
    });
  }
  return { reminded };
}
