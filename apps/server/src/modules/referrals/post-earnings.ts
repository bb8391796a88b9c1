import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referralEarnings, users } from '../../db/schema/index.ts';
import { post, referralEarning } from '../../ledger/index.ts';

export interface ReferralPlan {
  name: string;
  referralL1Kobo: bigint;
  referralL2Kobo: bigint;
  referralL3Kobo: bigint;
}

/**
 * Posts referral earnings for a paid plan to up to three levels of referrers: the member who
 * referred the new member (level 1), their referrer (level 2) and theirs (level 3), with the plan's
 * amounts. Keys referral:<payment>:<level> make a replay post nothing. Stops at a missing
 * referrer or a loop. Returns the earnings posted (level, referrer, amount).
 */
export async function postReferralEarnings(
  tx: Db,
  input: { paymentReference: string; memberId: number; plan: ReferralPlan; at: Date },
): Promise<{ level: number; referrerId: number; amountKobo: bigint }[]> {
  const amounts = [input.plan.referralL1Kobo, input.plan.referralL2Kobo, input.plan.referralL3Kobo];
  const seen = new Set([input.memberId]);
  const posted: { level: number; referrerId: number; amountKobo: bigint }[] = [];
  let current = input.memberId;
  for (let level = 1; level <= 3; level++) {
    const [row] = await tx
      .select({ referrer: users.referredByUserId })
      .from(users)
      .where(eq(users.id, current))
      .limit(1);
    const referrerId = row?.referrer;
    if (!referrerId || seen.has(referrerId)) break;
    seen.add(referrerId);
    const amount = amounts[level - 1] ?? 0n;
    if (amount > 0n) {
      const key = `referral:${input.paymentReference}:${level}`;
      await post(
        tx,
        referralEarning({
          key,
          referrerId,
          amountKobo: amount,
          description: `Referral earning, level ${level}: a member you brought in joined ${input.plan.name}`,
          at: input.at,
        }),
      );
      // The earnings list names the member and level from this row (a replay inserts nothing).
      await tx
        .insert(referralEarnings)
        .values({ entryKey: key, referrerId, memberId: input.memberId, level, createdAt: input.at })
        .onConflictDoNothing();
      posted.push({ level, referrerId, amountKobo: amount });
    }
    current = referrerId;
  }
  return posted;
}
