import { USER_ACTIVE, USER_LOCKED } from '@trust/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { JobDeps } from '../../deps.ts';
import type { Pacer } from '../../gateways/retry.ts';
import {
  type CycleDates,
  cycleDates,
  duePeriods,
  type Period,
  refreshTitles,
  WEEK_MS,
} from '../contributions/index.ts';
import { memberBatches } from './batches.ts';
import {
  type Answered,
  callProvider,
  type DebitRun,
  pacerFor,
  resumeCharge,
  settleAnswers,
} from './charge.ts';
import { lockDefaulters } from './lock.ts';
import { noticeMissedMany } from './notices.ts';
import { type DebitCandidate, dueCandidates, recordedWeeks, staleCharges } from './queries.ts';
import { debitReference } from './reference.ts';

export { debitReference };

/** An attempt still `charging` this long after it began is resumed by the next run (verify, then retry). */
export const STALE_CHARGE_MS = 10 * 60_000;

/**
 * Periods claimed, charged and settled together: one insert claims them, one transaction stores
 * their answers. A crash loses at most two batches' answers (one being stored, the next being
 * charged), which the next runs recover by verifying.
 * Each batch costs about 17 ms of statements whatever its size (simulation, 2,000 members × 52
 * weeks on PostgreSQL: the debit runs took 30.0 s at 250, 26.5 s at 500, 24.7 s at 1,000; at 10,000
 * members 128 s at 250 and 121 s at 1,000), and its settlement holds the provider-clearing account
 * for one transaction of this many postings.
 */
export const DEBIT_BATCH = 1000;

function membershipDates(c: DebitCandidate): CycleDates {
  return c.cycleEndsAt && c.cashoutFrom && c.cashoutTo
    ? { cycleEndsAt: c.cycleEndsAt, cashoutFrom: c.cashoutFrom, cashoutTo: c.cashoutTo }
    : cycleDates(c.startedAt, c.durationMonths);
}

interface Due {
  c: DebitCandidate;
  p: Period;
}
interface Miss extends Due {
  reason: string;
  /** Tell the member (not for a locked account's weeks). */
  tell: boolean;
}

/**
 * The weekly auto-debit (spec part 2 section 1, DESIGN section 5): every period that has fallen due
 * is settled once. Members with a saved card or an active direct-debit mandate are charged through it
 * (charge_authorization, the same for both) under WD-<member>-<cycle>-<week>; members with neither
 * (bank transfer) are missed when a week passes with no payment credited.
 * The attempt rows are written (committed) before the provider is called, so a re-run never charges
 * twice; the answers are stored in batches (charge.ts settleAnswers).
 */
export async function runAutoDebit(
  deps: JobDeps,
  now: Date = deps.clock.now(),
  /** Periods written (and charged) per transaction; smaller in tests, to cross batch boundaries. */
  batchSize = DEBIT_BATCH,
): Promise<DebitRun> {
  const run: DebitRun = {
    paidMembers: new Set(),
    charged: 0,
    missed: 0,
    locked: 0,
    activation: 0,
    pending: 0,
    errors: 0,
    rateLimited: 0,
    retried: 0,
  };
  // One pacer for the whole run: a 429 holds back every call in flight, not just the one refused.
  const pacer = pacerFor(deps);
  for (const row of await staleCharges(deps.db, new Date(now.getTime() - STALE_CHARGE_MS))) {
    try {
      await resumeCharge(deps, row, now, run, pacer);
    } catch (err) {
      run.errors++;
      deps.log?.error({ err, reference: row.reference }, 'resuming a debit failed');
    }
  }

  const { activations, misses, charges } = await planRun(deps.db, now);
  const guard = async <T>(what: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (err) {
      run.errors++;
      deps.log?.error({ err }, `debit run: ${what} failed`);
      return undefined;
    }
  };
  for (let i = 0; i < activations.length; i += batchSize) {
    const batch = activations.slice(i, i + batchSize);
    await guard('recording activation weeks', async () => {
      const rows = await insertPeriods(
        deps.db,
        batch.map((d) => ({ ...d, v: { status: 'paid', source: 'activation', settledAt: d.p.dueAt } })),
      );
      run.activation += rows.length;
    });
  }
  for (let i = 0; i < misses.length; i += batchSize) {
    const batch = misses.slice(i, i + batchSize);
    await guard('recording missed weeks', () => recordMisses(deps, batch, now, run));
  }
  // One batch's answers are stored while the next batch is claimed and charged: the database writes
  // while the provider answers (or, with the sandbox, while this process works), instead of each
  // waiting for the other. Settlements still run one at a time, in batch order: they share the
  // provider-clearing account, and a batch's lock check reads its members' earlier weeks. Batches
  // never share a member (memberBatches), so what one settlement reads no batch in flight changes.
  let settling: Promise<unknown> = Promise.resolve();
  for (const batch of memberBatches(charges, batchSize)) {
    const answered = await guard('charging a batch', () => chargeBatch(deps, batch, now, run, pacer));
    await settling;
    // Started before the next batch's claim, so where a simulated crash falls does not depend on timing.
    if (answered)
      settling = guard('storing a batch of answers', () => settleAnswers(deps, answered, now, run));
  }
  await settling;
  run.rateLimited = pacer.counts.rateLimited;
  run.retried = pacer.counts.retried;
  await refreshTitles(deps.db, now, [...run.paidMembers]);
  return run;
}

/** What each member's due periods need: recorded as paid at activation, missed, or charged. */
async function planRun(db: Db, now: Date) {
  const candidates = await dueCandidates(db, now);
  const gaps = await recordedWeeks(
    db,
    candidates.filter((c) => c.recorded !== c.lastWeek),
  );
  const activations: Due[] = [];
  const misses: Miss[] = [];
  const charges: Due[] = [];
  for (const c of candidates) {
    const recorded = gaps.get(c.userId);
    for (const p of duePeriods(c, now, membershipDates(c))) {
      if (recorded ? recorded.has(p.week) : p.week <= c.lastWeek) continue;
      if (p.week === 1 && c.cycleNumber === 1) {
        // The first period is paid with the plan purchase (card) or in the first bank transfer;
        // joining records it, this covers memberships activated before it did.
        activations.push({ c, p });
      } else if (c.userStatus === USER_LOCKED) {
        // Dormant: a locked member is not charged; the week stays unpaid until an operator unlocks.
        misses.push({ c, p, reason: 'Account locked', tell: false });
      } else if (c.userStatus === USER_ACTIVE) {
        if (c.authorizationCode) charges.push({ c, p });
        else if (now.getTime() - p.dueAt.getTime() >= WEEK_MS) {
          misses.push({ c, p, reason: 'No payment was received for this week', tell: true });
        }
      }
    }
  }
  return { activations, misses, charges };
}

interface PeriodValues {
  status: 'charging' | 'paid' | 'missed';
  source: string;
  reference?: string;
  failureReason?: string;
  attemptedAt?: Date;
  settledAt?: Date;
}

interface InsertedPeriod {
  id: number;
  userId: number;
  cycleNumber: number;
  week: number;
  amountKobo: bigint;
  reference: string | null;
}

/**
 * Inserts period rows in one statement; a period another run recorded first (or a reference
 * already used) is skipped and not returned.
 */
async function insertPeriods(db: Db, items: (Due & { v: PeriodValues })[]): Promise<InsertedPeriod[]> {
  if (items.length === 0) return [];
  const col = (f: (x: Due & { v: PeriodValues }) => string | null | undefined) =>
    sql.param(items.map((x) => f(x) ?? null));
  const iso = (d: Date | undefined) => d?.toISOString();
  const rows = await rowsOf<{
    id: number;
    user_id: number;
    cycle_number: number;
    week: number;
    amount: string;
    reference: string | null;
  }>(
    db,
    sql`insert into contribution_weeks (user_id, membership_id, cycle_number, week, due_at, amount_kobo,
                                        status, source, reference, failure_reason, attempted_at, settled_at)
        select * from unnest(${col((x) => String(x.c.userId))}::int[], ${col((x) => String(x.c.membershipId))}::int[],
                             ${col((x) => String(x.c.cycleNumber))}::int[], ${col((x) => String(x.p.week))}::int[],
                             ${col((x) => x.p.dueAt.toISOString())}::timestamptz[], ${col((x) => String(x.p.amountKobo))}::bigint[],
                             ${col((x) => x.v.status)}::text[], ${col((x) => x.v.source)}::text[],
                             ${col((x) => x.v.reference)}::text[], ${col((x) => x.v.failureReason)}::text[],
                             ${col((x) => iso(x.v.attemptedAt))}::timestamptz[], ${col((x) => iso(x.v.settledAt))}::timestamptz[])
        on conflict do nothing
        returning id, user_id, cycle_number, week, amount_kobo::text as amount, reference`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    cycleNumber: Number(r.cycle_number),
    week: Number(r.week),
    amountKobo: BigInt(r.amount),
    reference: r.reference,
  }));
}

/** Records weeks missed without a charge, tells the members, locks the fourth in a row. */
async function recordMisses(deps: JobDeps, misses: Miss[], now: Date, run: DebitRun): Promise<void> {
  const counts = await deps.db.transaction(async (tx) => {
    const rows = await insertPeriods(
      tx,
      misses.map((m) => ({
        ...m,
        v: { status: 'missed', source: 'none', failureReason: m.reason, settledAt: now },
      })),
    );
    const byPeriod = new Map(misses.map((m) => [`${m.c.userId}:${m.c.cycleNumber}:${m.p.week}`, m]));
    const recorded = rows.map((r) => byPeriod.get(`${r.userId}:${r.cycleNumber}:${r.week}`) as Miss);
    await noticeMissedMany(
      tx,
      recorded.filter((m) => m.tell).map((m) => ({ member: m.c, period: { ...m.p, reason: m.reason } })),
      now,
    );
    // A locked member's weeks cannot lock them again.
    const active = recorded.filter((m) => m.c.userStatus === USER_ACTIVE);
    const locks = await lockDefaulters(tx, [...new Map(active.map((m) => [m.c.userId, m.c])).values()], now);
    return { missed: rows.length, locked: locks };
  });
  run.missed += counts.missed;
  run.locked += counts.locked;
}

/**
 * Claims the periods (status `charging`, committed before any provider call) and charges each through
 * the member's card or mandate (deps.concurrency calls at a time); returns the answers, which the run
 * stores together.
 */
async function chargeBatch(
  deps: JobDeps,
  batch: Due[],
  now: Date,
  run: DebitRun,
  pacer: Pacer,
): Promise<Answered[]> {
  const claimed = await insertPeriods(
    deps.db,
    batch.map((d) => ({
      ...d,
      v: {
        status: 'charging',
        // The method charged (card or mandate); everything after the claim is the same for both.
        source: d.c.debitMethod ?? 'card',
        reference: debitReference(d.c.userId, d.c.cycleNumber, d.p.week),
        attemptedAt: now,
      },
    })),
  );
  // Rows another run claimed first are left out of the answer: that run charges them.
  const candidateOf = new Map(batch.map((d) => [`${d.c.userId}:${d.c.cycleNumber}:${d.p.week}`, d.c]));
  const answered: Answered[] = [];
  const queue = [...claimed];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const c = candidateOf.get(`${row.userId}:${row.cycleNumber}:${row.week}`) as DebitCandidate;
      const answer = await callProvider(deps, row, c, c.authorizationCode as string, run, pacer);
      if (answer) answered.push({ row, member: c, answer });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 1) }, worker));
  return answered;
}
