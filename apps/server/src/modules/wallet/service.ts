import { type FundAccount, LENDINGS, type TrustWallet, toNairaNumber } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { memberLoanOf } from '../loan-phase/index.ts';
import { popEtcStatusOf } from '../pop-etc/index.ts';
import { walletInputs } from './inputs.ts';
import { LENDING_KINDS, lendingOfPurpose } from './lendings.ts';

/**
 * GET /usertrustwallet (part 2 sections 2.10 and 3): every figure from the member's own ledger
 * accounts. tot_earned is the earnings balance the member still holds (what Redeem can take),
 * redeem_earned what they have redeemed; current_* is what was lent of what is still owed,
 * outstanding_* what is owed now. The loan's phase (modules/loans) and the POP and ETC statuses
 * are read in the same statement as the figures (walletInputs).
 */
export async function trustWallet(db: Db, userId: number, bank: FundAccount): Promise<TrustWallet> {
  const inputs = await walletInputs(
    db,
    userId,
    LENDINGS.map((l) => LENDING_KINDS[l].transferPurpose),
  );
  if (!inputs) throw notFound('Member not found');
  const { balances, currentKobo } = inputs;
  const memberLoan = memberLoanOf(inputs.loan, balances.loan);
  const status = (open: number | null, owed: bigint) =>
    popEtcStatusOf(open == null ? null : { status: open }, owed);
  return {
    tot_earned: toNairaNumber(balances.earnings),
    redeem_earned: toNairaNumber(inputs.redeemedKobo),
    current_loan: toNairaNumber(currentKobo.loan),
    outstanding_loan: toNairaNumber(balances.loan),
    // The loan's phase, as every screen reads it (modules/loans memberLoanOf).
    loan_status: memberLoan.loan_status,
    loan: memberLoan,
    current_etc: toNairaNumber(currentKobo.etc),
    outstanding_etc: toNairaNumber(balances.etc),
    etc_status: status(inputs.etc, balances.etc),
    current_pop: toNairaNumber(currentKobo.pop),
    outstanding_pop: toNairaNumber(balances.pop),
    pop_status: status(inputs.pop, balances.pop),
    bank,
    narration: inputs.tfpPin ?? '',
    awaited_repayments: inputs.awaited.map((a) => ({
      repay_type: lendingOfPurpose(a.purpose)?.name ?? 'loan',
      amount: toNairaNumber(a.amountKobo),
      reference: a.reference,
      requested_at: a.createdAt.toISOString(),
    })),
  };
}
