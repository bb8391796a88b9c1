import { formatDate, formatNaira, LOAN_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { defineApprovalKind, type Operator, propose } from '../approvals/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { LOAN_DISBURSAL } from './disbursal-kind.ts';

/** 'YYYY-MM-DD' as '25 Dec 2026'. */
const dayText = (iso: string) => formatDate(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);

interface DisbursalPayload extends Record<string, unknown> {
  loan_id: number;
  member_id: number;
  member_name: string;
  tfp_pin: string;
  amount_kobo: string;
  repayment_date: string;
}

/**
 * Approving a loan's disbursal (a second loans operator), in the approval's transaction: the loan is
 * granted (loan_status 1) and the member chooses in the trust wallet to request its withdrawal to the
 * bank or to refund it (actions.ts). Nothing is posted yet: the loan becomes a debt in the ledger when
 * the money is committed to a payout, so a refunded loan leaves no trace to undo. Refused (nothing
 * changes) when the application is no longer approved (the member withdrew it meanwhile).
 */
export const loanDisbursalKind = defineApprovalKind<DisbursalPayload>({
  name: LOAN_DISBURSAL,
  role: 'loans',
  summary: (p) =>
    `Disburse a loan of ${formatNaira(BigInt(p.amount_kobo))} to ${p.member_name} (${p.tfp_pin}), repayable by ${dayText(p.repayment_date)}`,
  async apply({ tx, now }, p) {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, p.loan_id)).for('update');
    if (loan?.state !== 'approved' || loan.amountKobo !== BigInt(p.amount_kobo)) {
      throw conflict('This loan is no longer waiting for its disbursal');
    }
    await tx.update(loans).set({ state: 'granted' }).where(eq(loans.id, loan.id));
    await notifyMember(tx, {
      memberId: loan.userId,
      kind: 'loan_granted',
      subject: 'Loan ready',
      message: LOAN_MESSAGES.granted(formatNaira(loan.amountKobo)),
      loanId: loan.id,
      at: now,
    });
    return { loan_id: loan.id, loan_status: 1 };
  },
});

/** POST /admin/loans/:id/propose: a loans operator proposes disbursing an approved loan. */
export async function proposeLoanDisbursal(db: Db, operator: Operator, loanId: number, now: Date) {
  const [row] = await db
    .select({ loan: loans, name: users.fullName, pin: users.tfpPin })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(eq(loans.id, loanId));
  if (!row) throw notFound('Loan not found');
  if (row.loan.state !== 'approved') throw badRequest(LOAN_MESSAGES.notApproved);
  const payload: DisbursalPayload = {
    loan_id: row.loan.id,
    member_id: row.loan.userId,
    member_name: row.name,
    tfp_pin: row.pin ?? '',
    amount_kobo: row.loan.amountKobo.toString(),
    repayment_date: row.loan.repaymentDate,
  };
  return propose(db, {
    operator,
    kind: LOAN_DISBURSAL,
    subject: `loan:${row.loan.id}`,
    memberId: row.loan.userId,
    payload,
    now,
  });
}
