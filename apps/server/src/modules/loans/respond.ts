import { LOAN_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, loanTrusters, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { notifyMember } from '../notifications/index.ts';
import { movePins, releasePins } from './pins.ts';
import { PIN } from './states.ts';

type LoanRow = typeof loans.$inferSelect;

/** Ends a request that can no longer be approved: declined, expired, cancelled or withdrawn. */
export async function endRequest(tx: Db, loan: LoanRow, state: string, now: Date, why: string) {
  await tx.update(loans).set({ state, endedAt: now }).where(eq(loans.id, loan.id));
  await releasePins(tx, loan.id);
  await notifyMember(tx, {
    memberId: loan.userId,
    kind: 'loan_decision',
    subject: 'Loan request ended',
    message: why,
    loanId: loan.id,
    at: now,
    key: `loan:${loan.id}:ended`,
  });
}

/**
 * Every truster trusted: the loan is approved at once (loan_status 4) and the trusters' pins are IN USE
 * until it is repaid. Nothing is lent yet: the disbursal waits in the console's Loans section for a
 * loans operator to propose it and a different one to approve it (maker-checker).
 */
async function approveLoan(tx: Db, loan: LoanRow, now: Date) {
  await tx.update(loans).set({ state: 'approved', decidedAt: now }).where(eq(loans.id, loan.id));
  await movePins(tx, loan.id, [PIN.inProcess], PIN.inUse);
  await notifyMember(tx, {
    memberId: loan.userId,
    kind: 'loan_decision',
    subject: 'Loan approved',
    message: LOAN_MESSAGES.approved,
    loanId: loan.id,
    at: now,
    key: `loan:${loan.id}:approved`,
  });
}

/** The borrower hears of each TRUST while others still have to answer (the last one approves the loan). */
async function tellTrusted(tx: Db, loan: LoanRow, trusterId: number, trusted: number, of: number, now: Date) {
  const [truster] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, trusterId));
  await notifyMember(tx, {
    memberId: loan.userId,
    kind: 'truster_answer',
    subject: 'A truster trusted your loan request',
    message: `${truster?.name ?? 'A truster'} trusted your loan request: ${trusted} of ${of} trusters have trusted it.`,
    byUserId: trusterId,
    loanId: loan.id,
    at: now,
    key: `loan:${loan.id}:trusted:${trusterId}`,
  });
}

/**
 * POST /usertrustpartnerresponse: a truster of this loan answers once, while it waits (48 hours).
 * TRUST needs the terms checked (the schema refuses otherwise). A decline ends the request and frees
 * every pin; the last TRUST approves it. Someone who is not a truster of the loan gets 404.
 */
export async function answerTrustRequest(
  db: Db,
  trusterId: number,
  input: { loanId: number; trust: boolean },
  now: Date,
): Promise<{ loan_id: number; loan_status: number; message: string }> {
  const outcome = await db.transaction(async (tx) => {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, input.loanId)).for('update');
    const [mine] = loan
      ? await tx
          .select()
          .from(loanTrusters)
          .where(and(eq(loanTrusters.loanId, loan.id), eq(loanTrusters.trusterId, trusterId)))
      : [];
    if (!loan || !mine) throw notFound('We could not find this loan request');
    if (mine.answer !== null) throw conflict(LOAN_MESSAGES.answered);
    if (loan.state !== 'awaiting') throw conflict(LOAN_MESSAGES.ended);
    if (loan.expiresAt && now >= loan.expiresAt) {
      // The 48 hours passed before the expiry run reached it: end it now, and say so.
      await endRequest(
        tx,
        loan,
        'expired',
        now,
        'Your trusters did not all answer within 48 hours. Apply again.',
      );
      return { ended: true as const };
    }
    await tx
      .update(loanTrusters)
      .set({ answer: input.trust ? 1 : 0, termsChecked: input.trust ? 1 : 0, answeredAt: now })
      .where(eq(loanTrusters.id, mine.id));
    if (!input.trust) {
      await endRequest(
        tx,
        loan,
        'declined',
        now,
        'A truster declined your loan request. You may apply again.',
      );
      return { loan_id: loan.id, loan_status: 0, message: LOAN_MESSAGES.declined };
    }
    const all = await tx
      .select({ answer: loanTrusters.answer })
      .from(loanTrusters)
      .where(eq(loanTrusters.loanId, loan.id));
    if (all.every((r) => r.answer === 1)) {
      await approveLoan(tx, loan, now);
      return { loan_id: loan.id, loan_status: 4, message: LOAN_MESSAGES.trusted };
    }
    await tellTrusted(tx, loan, trusterId, all.filter((r) => r.answer === 1).length, all.length, now);
    return { loan_id: loan.id, loan_status: 2, message: LOAN_MESSAGES.trusted };
  });
  if ('ended' in outcome) throw conflict(LOAN_MESSAGES.ended);
  return outcome;
}
