import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { type Database, migrate } from '../db/client.ts';
import { contributionWeeks, journalEntries } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import { checkLedger } from '../ledger/index.ts';
import { WEEK_MS } from '../modules/contributions/index.ts';
import { isDebitReference } from '../modules/cycle/index.ts';
import { crashWorld } from '../test/crash-world.ts';
import { createMember } from '../test/members.ts';

/**
 * The server killed (SIGKILL) in the middle of a weekly debit run, then started again on the same
 * database: the restarted run verifies what the killed one left open and charges the rest, so every
 * member is charged once, nothing is lost and nothing is posted twice. The provider is the fake
 * Paystack, outside the server process, answering each charge in 150 ms so the kill lands mid-run.
 */
const SECRET = 'sk_test_crash_debit';
const MEMBERS = 24;
const crash = crashWorld({ secret: SECRET });
beforeAll(() => {
  crash.fake.chargeDelayMs = 150;
});

/** Members whose second week fell due an hour ago (the server's test clock starts at the real time). */
async function membersDue(database: Database): Promise<number[]> {
  const started = new Date(Date.now() - WEEK_MS - 3_600_000);
  const clock = new ManualClock(started);
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember({ database, clock }, { plan: 'SILVER', startedAt: started });
    await database.db.insert(cards).values({
      userId: m.userId,
      gateway: 'paystack',
      authorizationCode: crash.fake.authorization.authorization_code,
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      createdAt: started,
    });
    ids.push(m.userId);
  }
  return ids;
}

const charges = () => crash.fake.requests.filter((r) => r.path === '/transaction/charge_authorization');

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the server killed in the middle of a weekly debit run', () => {
  it('charges every member once after the restart, loses nothing and posts nothing twice', async () => {
    let database = await crash.db.open();
    await migrate(database);
    const members = await membersDue(database);
    if (crash.db.embedded) await database.close(); // the server takes the data folder

    // Two charges in flight at a time: the run takes about 24 × 150 ms / 2 ≈ 2 s.
    let server = await crash.start({ TEST_MANUAL_CLOCK: '1', DEBIT_CONCURRENCY: '2' });
    const run = server.post('/api/test/run-job', { name: 'cycle-auto-debit' }).catch(() => null);
    await until(() => charges().length >= MEMBERS / 3, 60_000);
    await server.kill();
    expect(await run).toBeNull(); // the run never answered: the process died under it
    const chargedBeforeKill = charges().length;
    expect(chargedBeforeKill).toBeLessThan(MEMBERS);

    // Restarted 15 minutes later (the next tick), past the 10 minutes after which open attempts resume.
    server = await crash.start({ TEST_MANUAL_CLOCK: '1', DEBIT_CONCURRENCY: '2' });
    await server.post('/api/test/clock', { advance_days: 15 / (24 * 60) });
    const again = await server.post('/api/test/run-job', { name: 'cycle-auto-debit' });
    expect(again.status).toBe(200);
    await crash.stop();

    if (crash.db.embedded) database = await crash.db.open();
    try {
      const weeks = await database.db
        .select()
        .from(contributionWeeks)
        .where(and(eq(contributionWeeks.week, 2), inArray(contributionWeeks.userId, members)));
      // Every member's second week is paid, each once.
      expect(weeks.map((w) => [w.userId, w.status]).sort()).toEqual(members.map((id) => [id, 'paid']).sort());
      // The provider took one charge per member (a reference is never taken twice) …
      const taken = [...crash.fake.transactions.entries()].filter(
        ([ref, t]) => isDebitReference(ref) && t.status === 'success',
      );
      expect(taken).toHaveLength(MEMBERS);
      // … and each is posted once in the ledger, which balances.
      const posted = await database.db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.kind, 'contribution'), like(journalEntries.idempotencyKey, 'WD-%')));
      expect(posted).toHaveLength(MEMBERS);
      expect(new Set(posted.map((e) => e.idempotencyKey)).size).toBe(MEMBERS);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 600_000);
});
