import { formatDate, formatNaira } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { loans, payouts, users } from '../../db/schema/index.ts';
import { conflict } from '../../http/envelope.ts';
import { loanDisbursed, post } from '../../ledger/index.ts';
import { registerApprovalKind } from '../admin/approvals/index.ts';
import { notify } from '../notifications/index.ts';
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
 * Approving a loan's disbursal, in the approval's transaction: the member now owes the loan and the
 * fund owes them the cash (loanDisbursed), and a payout of kind 'loan' to their bank is written with
 * the same key for the payouts work to send. Refused (nothing changes) when the application is no
 * longer approved (withdrawn) or the member has no bank details to pay.
 */
registerApprovalKind<DisbursalPayload>({
  name: LOAN_DISBURSAL,
  role: 'loans',
  summary: (p) =>
    `Disburse a loan of ${formatNaira(BigInt(p.amount_kobo))} to ${p.member_name} (${p.tfp_pin}), repayable by ${dayText(p.repayment_date)}`,
  async apply({ tx, now }, p) {
    const [loan] = await tx.select().from(loans).where(eq(loans.id, p.loan_id)).for('update');
    if (loan?.state !== 'approved') throw conflict('This loan is no longer waiting for its disbursal');
    const [member] = await tx.select().from(users).where(eq(users.id, loan.userId));
    if (!member?.bankName || !member.accountNumber || !member.accountHolderName) {
      throw conflict('The member has no bank details to pay the loan to');
    }
    const key = `loan:${loan.id}:disbursal`;
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
    const [payout] = await tx
      .insert(payouts)
      .values({
        userId: loan.userId,
        kind: 'loan',
        reference: key,
        amountKobo: loan.amountKobo,
        bankName: member.bankName,
        accountNumber: member.accountNumber,
        accountHolderName: member.accountHolderName,
        createdAt: now,
      })
      .returning({ id: payouts.id });
    await tx.update(loans).set({ state: 'disbursed', disbursedAt: now }).where(eq(loans.id, loan.id));
    await notify(
      tx,
      loan.userId,
      'Loan disbursed',
      `Your loan of ${formatNaira(loan.amountKobo)} is on its way to your bank account.`,
      { key: 'loan_disbursed', loanId: loan.id, at: now },
    );
    return { loan_id: loan.id, payout_id: payout?.id ?? null, reference: key };
  },
});
