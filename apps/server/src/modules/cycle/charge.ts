import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks, memberships, users } from '../../db/schema/index.ts';
import type { JobDeps } from '../../jobs/types.ts';
import { ACCOUNTS, memberAccount, post } from '../../ledger/index.ts';
import type { Verification } from '../../payments/gateway.ts';
import type { DebitRun } from './debit.ts';
import { lockIfDefaulting } from './lock.ts';
import { naira } from './money.ts';
import { type Notice, noticeMissed, sendNotices } from './notices.ts';
import type { ContributionWeek, DebitCandidate } from './queries.ts';
import { savedCardFor } from './saved-card.ts';

/**
 * One debit's conversation with the provider and the storing of its answer: charge, settle once,
 * and resume an attempt a stopped run left behind (verify before retrying).
 */

/** An attempt the provider has not answered for this long is recorded as missed. */
export const GIVE_UP_CHARGE_MS = 24 * 3_600_000;

export type Member = Pick<DebitCandidate, 'userId' | 'email' | 'fullName' | 'frequency'>;

export async function callProvider(
  deps: JobDeps,
  row: ContributionWeek,
  m: Member,
  authorizationCode: string,
  now: Date,
  run: DebitRun,
): Promise<void> {
  let answer: Verification;
  try {
    answer = await deps.gateway.chargeAuthorization({
      reference: row.reference as string,
      amountKobo: row.amountKobo,
      email: m.email,
      authorizationCode,
    });
  } catch (err) {
    // No answer: the row stays `charging` and a later run verifies the reference before retrying.
    run.pending++;
    deps.log?.warn({ err, reference: row.reference }, 'weekly debit got no answer from the provider');
    return;
  }
  await settle(deps, row.id, m, answer, now, run);
}

/** A run stopped between recording the attempt and storing the answer: verify first, then retry. */
export async function resumeCharge(
  deps: JobDeps,
  row: ContributionWeek,
  now: Date,
  run: DebitRun,
): Promise<void> {
  const m = await memberOf(deps.db, row.userId);
  const found = await deps.gateway.verify(row.reference as string);
  if (found.status === 'success') return settle(deps, row.id, m, found, now, run);
  const card = await savedCardFor(deps.db, row.userId);
  const attempted = row.attemptedAt?.getTime() ?? now.getTime();
  if (!card || now.getTime() - attempted >= GIVE_UP_CHARGE_MS) {
    const message = card ? 'The payment provider did not answer' : 'No saved card';
    return settle(deps, row.id, m, { ...found, status: 'failed', message }, now, run);
  }
  // The provider never charges one reference twice, so retrying with the same reference is safe.
  await callProvider(deps, row, m, card.authorizationCode, now, run);
}

async function memberOf(db: Db, userId: number): Promise<Member> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      frequency: memberships.frequency,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error(`member ${userId} not found`);
  return { ...row, frequency: row.frequency ?? 'Weekly' };
}

/** Stores the provider's answer once: a success posts to the ledger, a failure records a missed week. */
async function settle(
  deps: JobDeps,
  rowId: number,
  m: Member,
  answer: Verification,
  now: Date,
  run: DebitRun,
): Promise<void> {
  if (answer.status === 'pending') {
    run.pending++;
    return;
  }
  const notices: Notice[] = [];
  await deps.db.transaction(async (tx) => {
    // Claiming the row (charging -> settled) in the transaction that posts makes the answer count once.
    if (answer.status === 'success') {
      const [row] = await tx
        .update(contributionWeeks)
        .set({ status: 'paid', settledAt: now })
        .where(and(eq(contributionWeeks.id, rowId), eq(contributionWeeks.status, 'charging')))
        .returning();
      if (!row) return;
      const amount = answer.amountKobo > 0n ? answer.amountKobo : row.amountKobo;
      if (amount !== row.amountKobo) {
        await tx
          .update(contributionWeeks)
          .set({ amountKobo: amount })
          .where(eq(contributionWeeks.id, row.id));
      }
      await post(tx, {
        key: row.reference as string,
        kind: 'contribution',
        memberId: row.userId,
        description: `Weekly contribution, week ${row.week} of cycle ${row.cycleNumber} (${naira(amount)})`,
        lines: [
          { account: ACCOUNTS.providerClearing, amount },
          { account: memberAccount(row.userId, 'contributions'), amount: -amount },
        ],
        at: now,
      });
      run.charged++;
      run.paidMembers.add(row.userId);
      return;
    }
    const reason = answer.message || 'Declined';
    const [row] = await tx
      .update(contributionWeeks)
      .set({ status: 'missed', settledAt: now, failureReason: reason })
      .where(and(eq(contributionWeeks.id, rowId), eq(contributionWeeks.status, 'charging')))
      .returning();
    if (!row) return;
    run.missed++;
    notices.push(await noticeMissed(tx, m, { week: row.week, amountKobo: row.amountKobo, reason }, now));
    const locked = await lockIfDefaulting(tx, m, now);
    if (locked) {
      run.locked++;
      notices.push(locked);
    }
  });
  await sendNotices(deps.mailer, notices, deps.log);
}
