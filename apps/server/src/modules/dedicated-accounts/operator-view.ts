import type { AdminMemberDetail } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dedicatedAccountFailures } from '../../db/schema/index.ts';
import { findDedicatedAccount, toVirtualAccount } from './account.ts';

type OperatorView = Pick<AdminMemberDetail['member'], 'dedicated_account' | 'dedicated_account_failure'>;

/**
 * A member's dedicated account as the console shows it: the account, or else the provider's last
 * refusal to assign one with its reason (an opened account outranks a refusal, as it does for the
 * member: account.ts). Neither: not opened yet (opened on the member's first call).
 */
export async function dedicatedAccountForOperator(db: Db, userId: number): Promise<OperatorView> {
  const [account, [failure]] = await Promise.all([
    findDedicatedAccount(db, userId),
    db
      .select({ reason: dedicatedAccountFailures.reason, failedAt: dedicatedAccountFailures.failedAt })
      .from(dedicatedAccountFailures)
      .where(eq(dedicatedAccountFailures.userId, userId)),
  ]);
  if (account) return { dedicated_account: toVirtualAccount(account), dedicated_account_failure: null };
  return {
    dedicated_account: null,
    dedicated_account_failure: failure
      ? { reason: failure.reason, failed_at: failure.failedAt.toISOString() }
      : null,
  };
}
