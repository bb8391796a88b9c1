import { ACCOUNTS, memberAccount, post } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';

/** Test support: money moved through the real ledger, as the payment and cycle modules would. */
export async function postToMember(
  t: TestApp,
  userId: number,
  kind: 'contribution' | 'save-more' | 'referral-earning' | 'loan' | 'pop' | 'etc' | 'repayment',
  naira: number,
  key: string,
  at: Date = t.clock.now(),
) {
  const amount = BigInt(Math.round(naira * 100));
  const lines =
    kind === 'contribution' || kind === 'save-more'
      ? [
          { account: ACCOUNTS.providerClearing, amount },
          { account: memberAccount(userId, 'contributions'), amount: -amount },
        ]
      : kind === 'referral-earning'
        ? [
            { account: ACCOUNTS.referralEarnings, amount },
            { account: memberAccount(userId, 'earnings'), amount: -amount },
          ]
        : kind === 'repayment'
          ? [
              { account: ACCOUNTS.providerClearing, amount },
              { account: memberAccount(userId, 'loan'), amount: -amount },
            ]
          : [
              { account: memberAccount(userId, kind), amount },
              { account: ACCOUNTS.bank, amount: -amount },
            ];
  await t.database.db.transaction((tx) =>
    post(tx, { key, kind, memberId: userId, description: `test ${kind}`, at, lines }),
  );
}
