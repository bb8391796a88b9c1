import { formatNaira } from '@trust/shared';
import { and, eq, lte } from 'drizzle-orm';
import { memberships } from '../../db/schema/index.ts';
import type { JobDeps } from '../../deps.ts';
import { balance, memberAccount, membershipFee, post } from '../../ledger/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { cycleEnd, startNextCycle } from './next-cycle.ts';

export interface RollOverRun {
  rolledOver: number;
  feesTaken: number;
}

/**
 * Cycles that ended without a cash-out (the window was missed, or there were no bank details) roll
 * into the next cycle (spec part 2 section 4.5): the savings stay, the next year's membership fee is
 * taken from contributions when they cover it, and the next cycle starts at the old end.
 * Idempotent: the fee's ledger key names the cycle it renews, and the row lock serialises runs.
 */
export async function rollOverEndedCycles(deps: JobDeps, now: Date = deps.clock.now()): Promise<RollOverRun> {
  const run: RollOverRun = { rolledOver: 0, feesTaken: 0 };
  const ended = await deps.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.status, 'active'), lte(memberships.cycleEndsAt, now)));
  for (const { id } of ended) {
    await deps.db.transaction(async (tx) => {
      let [m] = await tx.select().from(memberships).where(eq(memberships.id, id)).for('update');
      while (
        m &&
        m.status === 'active' &&
        (cycleEnd(m)?.getTime() ?? Number.POSITIVE_INFINITY) <= now.getTime()
      ) {
        const next = m.cycleNumber + 1;
        const fee = m.membershipFeeKobo;
        const saved = await balance(tx, memberAccount(m.userId, 'contributions'));
        let feeNote = '';
        if (fee > 0n && saved >= fee) {
          await post(
            tx,
            membershipFee({
              key: `membership-renewal:${m.userId}:${next}`,
              memberId: m.userId,
              amountKobo: fee,
              from: 'contributions',
              description: `Membership fee for cycle ${next}, taken from contributions`,
              at: now,
            }),
          );
          run.feesTaken++;
          feeNote = ` The membership fee of ${formatNaira(fee)} for the new cycle was taken from your contributions.`;
        }
        m = await startNextCycle(tx, m, now);
        run.rolledOver++;
        await notifyMembers(
          tx,
          'cycle_rolled_over',
          [
            {
              memberId: m.userId,
              subject: 'Savings rolled over',
              message: `Your cycle ended without a cash-out, so your savings rolled into cycle ${next}.${feeNote}`,
            },
          ],
          now,
        );
      }
    });
  }
  return run;
}
