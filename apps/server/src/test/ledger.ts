import {
  ACCOUNTS,
  etcDisbursed,
  type Lending,
  loanDisbursed,
  memberAccount,
  popDisbursed,
  post,
} from '../ledger/index.ts';
import type { TestApp } from './app.ts';

/** What a test can put on a member's ledger, each with the lines its module would post. */
export type TestPosting =
  | 'contribution'
  | 'save-more'
  | 'membership-fee'
  | 'referral-earning'
  | 'loan'
  | 'pop'
  | 'etc'
  | 'repayment';

function linesOf(kind: TestPosting, userId: number, amount: bigint) {
  switch (kind) {
    case 'contribution':
    case 'save-more':
      return [
        { account: ACCOUNTS.providerClearing, amount },
        { account: memberAccount(userId, 'contributions'), amount: -amount },
      ];
    // A fee taken from the member's contributions, as a roll-over does.
    case 'membership-fee':
      return [
        { account: memberAccount(userId, 'contributions'), amount },
        { account: ACCOUNTS.membershipFees, amount: -amount },
      ];
    case 'referral-earning':
      return [
        { account: ACCOUNTS.referralEarnings, amount },
        { account: memberAccount(userId, 'earnings'), amount: -amount },
      ];
    case 'repayment':
      return [
        { account: ACCOUNTS.providerClearing, amount },
        { account: memberAccount(userId, 'loan'), amount: -amount },
      ];
    // Money the fund lent: the member owes it.
    case 'loan':
    case 'pop':
    case 'etc':
      return [
        { account: memberAccount(userId, kind), amount },
        { account: ACCOUNTS.bank, amount: -amount },
      ];
  }
}

/** Test support: `amountKobo` moved through the real ledger, as the payment and cycle modules would. */
export async function postToMember(
  t: TestApp,
  userId: number,
  kind: TestPosting,
  amountKobo: bigint,
  key: string,
  at: Date = t.clock.now(),
) {
  await t.database.db.transaction((tx) =>
    post(tx, {
      key,
      kind,
      memberId: userId,
      description: `test ${kind}`,
      at,
      lines: linesOf(kind, userId, amountKobo),
    }),
  );
}

/** Test support: the fund lends a member a loan, POP or ETC as the loans module will (loanDisbursed…). */
export async function lendTo(t: TestApp, userId: number, what: Lending, amountKobo: bigint, key: string) {
  const build = { loan: loanDisbursed, pop: popDisbursed, etc: etcDisbursed }[what];
  await t.database.db.transaction((tx) =>
    post(tx, build({ key, memberId: userId, amountKobo, description: `test ${what}`, at: t.clock.now() })),
  );
}
