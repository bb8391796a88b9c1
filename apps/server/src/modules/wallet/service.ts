import { type FundAccount, LENDINGS, type TrustWallet, toNairaNumber } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { loanStatusOf } from '../loans/index.ts';
import { popEtcStatusOf } from '../pop-etc/index.ts';
import { walletInputs } from './inputs.ts';
import { LENDING_KINDS, lendingOfPurpose } from './lendings.ts';

const naira = toNairaNumber;

/**
 * GET /usertrustwallet (part 2 sections 2.10 and 3): every figure from the member's own ledger
 * accounts. tot_earned is the earnings balance the member still holds (what Redeem can take),
 * redeem_earned what they have redeemed; current_* is what was lent of what is still owed,
 * outstanding_* what is owed now. The statuses follow the rules of statuses.ts, read in the same
 * statement as the figures (walletInputs).
 */
export async function trustWallet(db: Db, userId: number, bank: FundAccount): Promise<TrustWallet> {
  const inputs = await walletInputs(
    db,
    userId,
    LENDINGS.map((l) => LENDING_KINDS[l].transferPurpose),
  );
  if (!inputs) throw notFound('Member not found');
  const { balances, currentKobo, loan } = inputs;
  const status = (open: number | null, owed: bigint) =>
    popEtcStatusOf(open == null ? null : { status: open }, owed);
  return {
    tot_earned: naira(balances.earnings),
    redeem_earned: naira(inputs.redeemedKobo),
    current_loan: naira(currentKobo.loan),
    outstanding_loan: naira(balances.loan),
    // As statuses.ts loanStatus: the open application decides; without one, 3 Repay while anything is owed.
    loan_status: loan ? loanStatusOf(loan.state, loan.sent) : balances.loan > 0n ? 3 : 0,
    current_etc: naira(currentKobo.etc),
    outstanding_etc: naira(balances.etc),
    etc_status: status(inputs.etc, balances.etc),
    current_pop: naira(currentKobo.pop),
    outstanding_pop: naira(balances.pop),
    pop_status: status(inputs.pop, balances.pop),
    bank,
    narration: inputs.tfpPin ?? '',
    awaited_repayments: inputs.awaited.map((a) => ({
      repay_type: lendingOfPurpose(a.purpose)?.name ?? 'loan',
      amount: naira(a.amountKobo),
      reference: a.reference,
      requested_at: a.createdAt.toISOString(),
    })),
  };
}
