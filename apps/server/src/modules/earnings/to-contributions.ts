import { formatNaira, toNairaNumber } from '@trust/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import { balance, memberAccount } from '../../ledger/index.ts';
import { periodAmount, receiveContribution } from '../contributions/index.ts';
import { activeMembership } from './plan-state.ts';

const NO_PAID_PLAN = 'Start a plan to make contributions from your earnings.';

/**
 * GET /usermakeupfrontcontributionbyearning: the member's earnings pay as many whole contribution
 * periods of their plan as they cover (weekly saving, or the FLEXI amount per period), received like
 * any contribution (transfer contributionFromEarnings, then missed periods in grace, then the coming
 * ones, as a bank transfer or Save More is counted). What is left below one period stays in earnings.
 *
 * The membership row is locked first, so two calls at once run one after the other; the key
 * earnings-contribution:<membership>:<cycle>:<periods paid so far> is then unique to each.
 *
 * Errors (ApiError 400): no active paid plan; earnings below one period's amount.
 */
export async function contributeFromEarnings(db: Db, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await activeMembership(tx, userId, true);
    if (!row?.m.startedAt || row.m.contributionKobo <= 0n) throw badRequest(NO_PAID_PLAN);
    const { m, plan } = row;
    const per = periodAmount(m);
    const held = await balance(tx, memberAccount(userId, 'earnings'));
    const periods = held / per;
    if (periods <= 0n) {
      throw badRequest(
        `Your earnings of ${formatNaira(held)} do not cover one contribution of ${formatNaira(per)}.`,
      );
    }
    const [paid] = await tx
      .select({ n: count() })
      .from(contributionWeeks)
      .where(
        and(
          eq(contributionWeeks.userId, userId),
          eq(contributionWeeks.cycleNumber, m.cycleNumber),
          eq(contributionWeeks.status, 'paid'),
        ),
      );
    const amountKobo = periods * per;
    const received = await receiveContribution(tx, {
      source: 'earnings',
      memberId: userId,
      amountKobo,
      key: `earnings-contribution:${m.id}:${m.cycleNumber}:${paid?.n ?? 0}`,
      description: `${plan.name} contributions paid from your earnings (${periods} × ${formatNaira(per)})`,
      at: now,
    });
    const weeks = [...received.weeks.paidLate, ...received.weeks.paid].sort((a, b) => a - b);
    return {
      weeks,
      amount: toNairaNumber(amountKobo),
      redeemable: toNairaNumber(await balance(tx, memberAccount(userId, 'earnings'))),
    };
  });
}
