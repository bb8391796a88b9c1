import type { Db } from '../../db/client.ts';
import { contributionWeeks } from '../../db/schema/index.ts';
import type { JobDeps } from '../../jobs/types.ts';
import { callProvider, resumeCharge } from './charge.ts';
import { lockIfDefaulting, USER_ACTIVE, USER_LOCKED } from './lock.ts';
import { type Notice, noticeMissed, sendNotices } from './notices.ts';
import {
  type ContributionWeek,
  cycleWeeks,
  type DebitCandidate,
  debitCandidates,
  staleCharges,
} from './queries.ts';
import { savedCardFor } from './saved-card.ts';
import { type CycleDates, cycleDates, duePeriods, type Period, WEEK_MS } from './schedule.ts';
import { refreshTitles } from './titles.ts';

/** An attempt still `charging` this long after it began is resumed by the next run (verify, then retry). */
export const STALE_CHARGE_MS = 10 * 60_000;

/** The gateway reference and ledger key of one period's debit. */
export const debitReference = (userId: number, cycleNumber: number, week: number) =>
  `weekly-debit:${userId}:${cycleNumber}-${week}`;

export interface DebitRun {
  /** Members with a period paid in this run: their titles are refreshed once at the end. */
  paidMembers: Set<number>;
  charged: number;
  missed: number;
  locked: number;
  activation: number;
  pending: number;
  errors: number;
}

export function membershipDates(c: DebitCandidate): CycleDates {
  return c.cycleEndsAt && c.cashoutFrom && c.cashoutTo
    ? { cycleEndsAt: c.cycleEndsAt, cashoutFrom: c.cashoutFrom, cashoutTo: c.cashoutTo }
    : cycleDates(c.startedAt, c.durationMonths);
}

/**
 * The weekly auto-debit (spec part 2 section 1, DESIGN section 5): every period that has fallen due
 * is settled once. Card members are charged through the saved card under weekly-debit:<member>:<cycle>-<week>;
 * members without a card (bank transfer) are missed when a week passes with no payment credited.
 * The attempt row is written before the provider is called, so a re-run never charges twice.
 */
export async function runAutoDebit(deps: JobDeps, now: Date = deps.clock.now()): Promise<DebitRun> {
  const run: DebitRun = {
    paidMembers: new Set(),
    charged: 0,
    missed: 0,
    locked: 0,
    activation: 0,
    pending: 0,
    errors: 0,
  };
  for (const row of await staleCharges(deps.db, new Date(now.getTime() - STALE_CHARGE_MS))) {
    try {
      await resumeCharge(deps, row, now, run);
    } catch (err) {
      run.errors++;
      deps.log?.error({ err, reference: row.reference }, 'resuming a debit failed');
    }
  }
  const queue = await debitCandidates(deps.db);
  // Members are independent (each period row is claimed by its unique insert), so on PostgreSQL
  // several are settled at once; the embedded database runs one transaction at a time anyway.
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      try {
        await debitMember(deps, c, now, run);
      } catch (err) {
        run.errors++;
        deps.log?.error({ err, userId: c.userId }, 'debit run for a member failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 1) }, worker));
  await refreshTitles(deps.db, now, [...run.paidMembers]);
  return run;
}

async function debitMember(deps: JobDeps, c: DebitCandidate, now: Date, run: DebitRun): Promise<void> {
  const due = duePeriods(c, now, membershipDates(c));
  const gapFree = c.recorded === c.lastWeek;
  if (gapFree && due.length <= c.lastWeek) return;
  const recorded = gapFree
    ? new Set(due.filter((p) => p.week <= c.lastWeek).map((p) => p.week))
    : new Set((await cycleWeeks(deps.db, c.userId, c.cycleNumber)).map((r) => r.week));
  let card: Awaited<ReturnType<typeof savedCardFor>> | undefined;
  for (const p of due) {
    if (recorded.has(p.week)) continue;
    if (p.week === 1 && c.cycleNumber === 1) {
      // The first period is paid with the plan purchase (card) or in the first bank transfer;
      // joining records it, this covers memberships activated before it did.
      if (await insertPeriod(deps.db, c, p, { status: 'paid', source: 'activation', settledAt: p.dueAt })) {
        run.activation++;
      }
      continue;
    }
    if (c.userStatus === USER_LOCKED) {
      // Dormant: a locked member is not charged; the week stays unpaid until an operator unlocks.
      await recordMissed(deps, c, p, 'Account locked', now, run, { tell: false });
      continue;
    }
    if (c.userStatus !== USER_ACTIVE) continue;
    card ??= await savedCardFor(deps.db, c.userId);
    if (card) {
      await chargePeriod(deps, c, p, card.authorizationCode, now, run);
    } else if (now.getTime() - p.dueAt.getTime() >= WEEK_MS) {
      await recordMissed(deps, c, p, 'No payment was received for this week', now, run, { tell: true });
    }
  }
}

async function insertPeriod(
  db: Db,
  c: DebitCandidate,
  p: Period,
  v: Pick<typeof contributionWeeks.$inferInsert, 'status' | 'source'> &
    Partial<typeof contributionWeeks.$inferInsert>,
): Promise<ContributionWeek | undefined> {
  const [row] = await db
    .insert(contributionWeeks)
    .values({
      userId: c.userId,
      membershipId: c.membershipId,
      cycleNumber: c.cycleNumber,
      week: p.week,
      dueAt: p.dueAt,
      amountKobo: p.amountKobo,
      ...v,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

async function recordMissed(
  deps: JobDeps,
  c: DebitCandidate,
  p: Period,
  reason: string,
  now: Date,
  run: DebitRun,
  opts: { tell: boolean },
): Promise<void> {
  const notices: Notice[] = [];
  await deps.db.transaction(async (tx) => {
    const row = await insertPeriod(tx, c, p, {
      status: 'missed',
      source: 'none',
      failureReason: reason,
      settledAt: now,
    });
    if (!row) return;
    run.missed++;
    if (opts.tell) notices.push(await noticeMissed(tx, c, { ...p, reason }, now));
    const locked = await lockIfDefaulting(tx, c, now);
    if (locked) {
      run.locked++;
      notices.push(locked);
    }
  });
  await sendNotices(deps.mailer, notices, deps.log);
}

async function chargePeriod(
  deps: JobDeps,
  c: DebitCandidate,
  p: Period,
  authorizationCode: string,
  now: Date,
  run: DebitRun,
): Promise<void> {
  const reference = debitReference(c.userId, c.cycleNumber, p.week);
  const row = await insertPeriod(deps.db, c, p, {
    status: 'charging',
    source: 'card',
    reference,
    attemptedAt: now,
  });
  if (!row) return; // another run recorded this period first
  await callProvider(deps, row, c, authorizationCode, now, run);
}
