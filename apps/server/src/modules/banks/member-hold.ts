import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { payoutHold } from './hold.ts';

/**
 * The hold on a member's payouts now (hold.ts), read from their current bank details, or null. What a
 * money-out request tells the member when it is taken while its payout has to wait.
 */
async function memberPayoutHold(db: Db, userId: number, now: Date) {
  const [u] = await db
    .select({
      accountNumber: users.accountNumber,
      bankNameCheck: users.bankNameCheck,
      bankChangedAt: users.bankChangedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return u?.accountNumber ? payoutHold(u, now) : null;
}

/**
 * A money-out request's answer with the hold said after it: the cash-out, redemption or loan
 * withdrawal is recorded, and the member reads at once why the payout waits and, for new bank details,
 * until when (Lagos time), rather than finding out when the money does not arrive.
 */
export async function withHoldNotice(db: Db, userId: number, now: Date, message: string): Promise<string> {
  const hold = await memberPayoutHold(db, userId, now);
  return hold ? `${message} ${hold.message}` : message;
}
