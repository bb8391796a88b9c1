import { type FundAccount, LENDINGS, type TrustWallet, toNairaNumber } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { LENDING_KINDS, lendingOfPurpose } from './lendings.ts';
import { awaitedTransfers, currentLendingKobo, redeemedKobo } from './queries.ts';
import { etcStatus, loanStatus, popStatus } from './statuses.ts';

const naira = toNairaNumber;

/**
 * GET /usertrustwallet (part 2 sections 2.10 and 3): every figure from the member's own ledger
 * accounts. tot_earned is the earnings balance the member still holds (what Redeem can take),
 * redeem_earned what they have redeemed; current_* is what was lent of what is still owed,
 * outstanding_* what is owed now.
 */
export async function trustWallet(db: Db, userId: number, bank: FundAccount): Promise<TrustWallet> {
  const [balances, redeemed, currentLoan, currentPop, currentEtc, awaited, [user]] = await Promise.all([
    memberBalances(db, userId),
    redeemedKobo(db, userId),
    currentLendingKobo(db, userId, 'loan'),
    currentLendingKobo(db, userId, 'pop'),
    currentLendingKobo(db, userId, 'etc'),
    awaitedTransfers(
      db,
      userId,
      LENDINGS.map((l) => LENDING_KINDS[l].transferPurpose),
    ),
    db.select({ tfpPin: users.tfpPin }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  return {
    tot_earned: naira(balances.earnings),
    redeem_earned: naira(redeemed),
    current_loan: naira(currentLoan),
    outstanding_loan: naira(balances.loan),
    loan_status: await loanStatus(db, userId, balances.loan),
    current_etc: naira(currentEtc),
    outstanding_etc: naira(balances.etc),
    etc_status: await etcStatus(db, userId, balances.etc),
    current_pop: naira(currentPop),
    outstanding_pop: naira(balances.pop),
    pop_status: await popStatus(db, userId, balances.pop),
    bank,
    narration: user?.tfpPin ?? '',
    awaited_repayments: awaited.map((a) => ({
      repay_type: lendingOfPurpose(a.purpose)?.name ?? 'loan',
      amount: naira(a.amountKobo),
      reference: a.reference,
      requested_at: a.createdAt.toISOString(),
    })),
  };
}
