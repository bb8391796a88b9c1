import { formatNaira } from '@trust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { contributionWeeks, memberships, users } from '../../db/schema/index.ts';
import type { JobDeps } from '../../deps.ts';
import type { Verification } from '../../gateways/gateway.ts';
import { isTransactionReference } from '../../gateways/paystack-rules.ts';
import { chargeWithRetry, Pacer } from '../../gateways/retry.ts';
import { receiveDebits } from '../contributions/index.ts';
import { debitAuthorizationFor } from './debit-authorization.ts';
import { lockDefaulters } from './lock.ts';
import { noticeMissedMany } from './notices.ts';
import type { ContributionWeek, DebitCandidate } from './queries.ts';
import { debitReference } from './reference.ts';

/**
 * The debit's conversation with the provider and the storing of its answers: charge, settle each
 * answer once (many in one transaction), and resume an attempt a stopped run left behind (verify
 * before retrying).
 */

/** An attempt the provider has not answered for this long is recorded as missed. */
export const GIVE_UP_CHARGE_MS = 24 * 3_600_000;

/** What one debit run did, counted as its batches are charged and settled. */
export interface DebitRun {
  /** Members with a period paid in this run: their titles are refreshed once at the end. */
  paidMembers: Set<number>;
  charged: number;
  missed: number;
  locked: number;
  activation: number;
  pending: number;
  errors: number;
  /** Provider calls refused for its rate limit (429) and charges tried again after a transient failure. */
  rateLimited: number;
  retried: number;
}

export type Member = Pick<DebitCandidate, 'userId' | 'email' | 'fullName' | 'frequency'>;

/** A claimed attempt (status `charging`), the member it belongs to and the provider's answer. */
export interface Answered {
  row: Pick<ContributionWeek, 'id' | 'amountKobo' | 'reference'>;
  member: Member;
  answer: Verification;
}

/** The run's pacing of provider calls: its retry policy, with its sleep and random source in a simulation. */
export const pacerFor = (deps: JobDeps) =>
  new Pacer(deps.retry?.policy, deps.retry?.random, deps.retry?.sleep, deps.retry?.now);

/**
 * Charges one claimed attempt, backing off on rate limits and retrying transient failures under the
 * same reference (gateways/retry.ts). No answer after the retries returns null: the row stays
 * `charging` and a later run verifies the reference before trying again.
 */
export async function callProvider(
  deps: JobDeps,
  row: Answered['row'],
  m: Member,
  authorizationCode: string,
  run: DebitRun,
  pacer: Pacer = pacerFor(deps),
): Promise<Verification | null> {
  try {
    const input = {
      reference: row.reference as string,
      amountKobo: row.amountKobo,
      email: m.email,
      authorizationCode,
    };
    return await chargeWithRetry(deps.gateway, input, pacer);
  } catch (err) {
    run.pending++;
    deps.log?.warn({ err, reference: row.reference }, 'weekly debit got no answer from the provider');
    return null;
  }
}

/**
 * A run stopped between recording the attempt and storing the answer: verify the stored reference
 * first (never one recomputed: a row of release 1 holds `weekly-debit:…`), then retry.
 */
export async function resumeCharge(
  deps: JobDeps,
  row: ContributionWeek,
  now: Date,
  run: DebitRun,
  pacer: Pacer = pacerFor(deps),
): Promise<void> {
  const m = await memberOf(deps.db, row.userId);
  const found = await deps.gateway.verify(row.reference as string);
  if (found.status === 'success') return settleAnswers(deps, [{ row, member: m, answer: found }], now, run);
  // What the member's debit charges now (the card, or the mandate they chose since): the reference is
  // the same whichever it is, so the provider still never takes the period twice.
  const card = await debitAuthorizationFor(deps.db, row.userId);
  const attempted = row.attemptedAt?.getTime() ?? now.getTime();
  if (!card || now.getTime() - attempted >= GIVE_UP_CHARGE_MS) {
    const message = card ? 'The payment provider did not answer' : 'No saved card';
    const answer: Verification = { ...found, status: 'failed', message };
    return settleAnswers(deps, [{ row, member: m, answer }], now, run);
  }
  // The provider never charges one reference twice, so retrying with the same reference is safe.
  const retry = await referenceToRetry(deps.db, row, found.status);
  if (!retry) return;
  if (retry.source !== card.method) {
    // The member switched between card and mandate since the attempt: the row says what is charged now.
    await deps.db
      .update(contributionWeeks)
      .set({ source: card.method })
      .where(and(eq(contributionWeeks.id, retry.id), eq(contributionWeeks.status, 'charging')));
  }
  const answer = await callProvider(deps, retry, m, card.authorizationCode, run, pacer);
  if (answer) await settleAnswers(deps, [{ row: retry, member: m, answer }], now, run);
}

/**
 * The attempt to charge again. One recorded under release 1's `weekly-debit:…` reference, which
 * Paystack refuses, moves to the period's reference in Paystack's alphabet before it is charged, and
 * only when the provider holds nothing under the old one (it answered failed: never taken), so no
 * charge can land under both. Still pending under the old one, it is left for a later run to verify
 * (after a day it is missed). Undefined when another run moved or settled it first.
 */
async function referenceToRetry(
  db: Db,
  row: ContributionWeek,
  provider: Verification['status'],
): Promise<ContributionWeek | undefined> {
  const old = row.reference as string;
  if (isTransactionReference(old)) return row;
  if (provider !== 'failed') return undefined;
  const reference = debitReference(row.userId, row.cycleNumber, row.week);
  const [moved] = await db
    .update(contributionWeeks)
    .set({ reference })
    .where(
      and(
        eq(contributionWeeks.id, row.id),
        eq(contributionWeeks.status, 'charging'),
        eq(contributionWeeks.reference, old),
      ),
    )
    .returning();
  return moved;
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

const ids = (a: Answered[]) => sql.param(a.map((x) => String(x.row.id)));

/**
 * Stores the providers' answers in one transaction, each exactly once: the conditional update
 * (charging -> paid or missed) claims a row, so an answer stored by another run is skipped. A
 * success posts kind `contribution` under the debit's reference (asset:provider-clearing ->
 * member contributions) with the other successes through postMany; a failure is a missed week: the
 * member is told, and one whose fourth missed week in a row this is gets locked. Pending answers
 * wait for a later run. The emails and pushes are queued with it and go out after the commit.
 */
export async function settleAnswers(
  deps: JobDeps,
  answered: Answered[],
  now: Date,
  run: DebitRun,
): Promise<void> {
  const paid = answered.filter((a) => a.answer.status === 'success');
  const failed = answered.filter((a) => a.answer.status === 'failed');
  run.pending += answered.length - paid.length - failed.length;
  const at = now.toISOString();
  const outcome = await deps.db.transaction(async (tx) => {
    let charged: {
      id: number;
      user_id: number;
      week: number;
      cycle_number: number;
      reference: string;
      amount: string;
    }[] = [];
    if (paid.length) {
      // The provider's amount when it reports one (it is what was taken), else the period's.
      const amounts = paid.map((a) =>
        String(a.answer.amountKobo > 0n ? a.answer.amountKobo : a.row.amountKobo),
      );
      charged = await rowsOf(
        tx,
        sql`update contribution_weeks w
            set status = 'paid', settled_at = ${at}::timestamptz, amount_kobo = v.amount
            from unnest(${ids(paid)}::int[], ${sql.param(amounts)}::bigint[]) as v(id, amount)
            where w.id = v.id and w.status = 'charging'
            returning w.id, w.user_id, w.week, w.cycle_number, w.reference, w.amount_kobo::text as amount`,
      );
      await receiveDebits(
        tx,
        charged.map((r) => {
          const amount = BigInt(r.amount);
          return {
            key: r.reference,
            memberId: r.user_id,
            amountKobo: amount,
            description: `Weekly contribution, week ${r.week} of cycle ${r.cycle_number} (${formatNaira(amount)})`,
            at: now,
          };
        }),
      );
    }
    let missed: { id: number; week: number; amount: string; reason: string }[] = [];
    let locked = 0;
    if (failed.length) {
      const reasons = failed.map((a) => a.answer.message || 'Declined');
      missed = await rowsOf(
        tx,
        sql`update contribution_weeks w
            set status = 'missed', settled_at = ${at}::timestamptz, failure_reason = v.reason
            from unnest(${ids(failed)}::int[], ${sql.param(reasons)}::text[]) as v(id, reason)
            where w.id = v.id and w.status = 'charging'
            returning w.id, w.week, w.amount_kobo::text as amount, w.failure_reason as reason`,
      );
      const memberOfRow = new Map(failed.map((a) => [a.row.id, a.member]));
      await noticeMissedMany(
        tx,
        missed.map((r) => ({
          member: memberOfRow.get(r.id) as Member,
          period: { week: r.week, amountKobo: BigInt(r.amount), reason: r.reason },
        })),
        now,
      );
      const defaulters = [
        ...new Map(
          missed.map((r) => [memberOfRow.get(r.id)?.userId, memberOfRow.get(r.id) as Member]),
        ).values(),
      ];
      locked = await lockDefaulters(tx, defaulters, now);
    }
    return { charged, missed: missed.length, locked };
  });
  run.charged += outcome.charged.length;
  for (const r of outcome.charged) run.paidMembers.add(r.user_id);
  run.missed += outcome.missed;
  run.locked += outcome.locked;
}
