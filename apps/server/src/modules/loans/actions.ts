import { formatNaira, LOAN_MESSAGES } from '@trust/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, payouts, proposals, users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import { loanDisbursed, post } from '../../ledger/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { LOAN_DISBURSAL } from './disbursal-kind.ts';
import { disbursalReference, isDisbursalOf } from './disbursal-reference.ts';
import { endRequest } from './respond.ts';
import type { LoanState } from './states.ts';

type LoanRow = typeof loans.$inferSelect;

/** The states each action applies to (1 withdraw, 2 refund, 3 cancel). */
const ACTS_ON: Record<1 | 2 | 3, LoanState[]> = {
  3: ['awaiting', 'saved'],
  1: ['awaiting', 'saved', 'approved', 'granted'],
  2: ['granted', 'disbursed'],
};

/**
 * Whether action 1 (withdraw) would pay the loan out to the member's bank now: the loan it acts on is
 * granted. That withdrawal asks for the member's code (docs/domain-rules.md "Money rails").
 */
export async function withdrawsToBank(db: Db, userId: number, loanId: number | undefined): Promise<boolean> {
  const [loan] = await db
    .select({ state: loans.state })
    .from(loans)
    .where(
      and(
        eq(loans.userId, userId),
        inArray(loans.state, ACTS_ON[1]),
        ...(loanId ? [eq(loans.id, loanId)] : []),
      ),
    )
    .orderBy(desc(loans.createdAt), desc(loans.id))
    .limit(1);
  return loan?.state === 'granted';
}

/**
 * POST /userloanaction (part 2 section 4.3; docs/domain-rules.md, Loans):
 * - 3 cancel: an application waiting for its trusters (loan_status 2), or a saved one, ends;
 * - 1 withdraw: a granted loan (loan_status 1) is paid out to the member's bank (then 5, 3 once sent);
 *   before that, the application itself is withdrawn (a waiting disbursal proposal is closed);
 * - 2 refund: a granted loan is handed back before any money moved: it ends, nothing is owed. A loan
 *   already withdrawn is refunded by repaying it (the wallet's Repay).
 * Every end frees the trusters' pins. Nothing to act on answers 400.
 */
export async function loanAction(
  db: Db,
  userId: number,
  action: 1 | 2 | 3,
  loanId: number | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(
        and(
          eq(loans.userId, userId),
          inArray(loans.state, ACTS_ON[action]),
          ...(loanId ? [eq(loans.id, loanId)] : []),
        ),
      )
      .orderBy(desc(loans.createdAt), desc(loans.id))
      .limit(1)
      .for('update');
    if (!loan) throw badRequest(LOAN_MESSAGES.noAction);
    if (action === 2) {
      if (loan.state !== 'granted') throw badRequest(LOAN_MESSAGES.refundByRepay);
      await endRequest(tx, loan, 'refunded', now, LOAN_MESSAGES.refunded);
      return { loan_id: loan.id, loan_status: 0, message: LOAN_MESSAGES.refunded };
    }
    if (action === 1 && loan.state === 'granted') return withdrawToBank(tx, loan, now);
    if (loan.state === 'approved') {
      await tx
        .update(proposals)
        .set({ status: 'rejected', decidedAt: now, reason: 'The member withdrew the loan application' })
        .where(
          and(
            eq(proposals.kind, LOAN_DISBURSAL),
            eq(proposals.subject, `loan:${loan.id}`),
            eq(proposals.status, 'proposed'),
          ),
        );
    }
    const state = action === 3 ? 'cancelled' : 'withdrawn';
    const message = action === 3 ? LOAN_MESSAGES.cancelled : LOAN_MESSAGES.withdrawn;
    await endRequest(tx, loan, state, now, message);
    return { loan_id: loan.id, loan_status: 0, message };
  });
}

/**
 * 'Request Loan Withdrawal' of a granted loan: the member now owes it and the fund owes them the cash
 * (loanDisbursed), and a payout of kind 'loan' to their bank is written under the same key for the
 * payouts work to send, all in one transaction. No bank details: 400, nothing changes.
 */
async function withdrawToBank(tx: Db, loan: LoanRow, now: Date) {
  const [member] = await tx.select().from(users).where(eq(users.id, loan.userId));
  if (!member?.bankName || !member.accountNumber || !member.accountHolderName) {
    throw badRequest(LOAN_MESSAGES.noBank);
  }
  // One more attempt after each payout the bank returned (reopen-returned.ts).
  const [{ earlier }] = (await tx
    .select({ earlier: sql<number>`count(*)::int` })
    .from(payouts)
    .where(isDisbursalOf(payouts.reference, loan.id))) as [{ earlier: number }];
  const key = disbursalReference(loan.id, earlier + 1);
  await post(
    tx,
    loanDisbursed({
      key,
      memberId: loan.userId,
      amountKobo: loan.amountKobo,
      description: 'Interest-free loan',
      at: now,
    }),
  );
  await tx.insert(payouts).values({
    userId: loan.userId,
    kind: 'loan',
    reference: key,
    amountKobo: loan.amountKobo,
    bankName: member.bankName,
    accountNumber: member.accountNumber,
    accountHolderName: member.accountHolderName,
    bankCode: member.bankCode,
    createdAt: now,
  });
  await tx.update(loans).set({ state: 'disbursed', disbursedAt: now }).where(eq(loans.id, loan.id));
  await notifyMember(tx, {
    memberId: loan.userId,
    kind: 'loan_disbursed',
    subject: 'Loan disbursed',
    message: `Your loan of ${formatNaira(loan.amountKobo)} is on its way to your bank account.`,
    loanId: loan.id,
    at: now,
  });
  return { loan_id: loan.id, loan_status: 5, message: LOAN_MESSAGES.withdrawing };
}
