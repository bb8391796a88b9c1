import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { loans, users } from '../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { PIN } from '../modules/loans/states.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { login } from '../test/members.ts';
import { seedAtStart } from './start.ts';

/**
 * The demo made on a Monday at 2.39am in Lagos: the last loan hours were Friday afternoon, more than
 * 48 hours back, so Chidi's request (seed/console-queues.ts) has already expired when the console first
 * lists it, and his trusters are free; Halima's trusted request still waits for its disbursal.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock('2026-12-07T01:39:00Z') });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    JOBS: 'off',
  });
  await seedAtStart(t.database, config, t.clock);
});
afterAll(() => t.close());

describe('a demo started between Sunday evening and Monday 8am', { timeout: 120_000 }, () => {
  it('lists Chidi’s request as expired, frees his trusters and keeps Halima’s approved', async () => {
    const res = await login(t, { email: 'loans@trustfund.ng', password: 'Loans@2026' });
    const token = res.json().data.u_accesstoken as string;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/loans',
      headers: { accesstoken: token },
    });
    const stateOf = (name: string) =>
      (list.json().data.loans as { state: string; member: { name: string } }[]).find(
        (l) => l.member.name === name,
      )?.state;
    expect([stateOf('Chidi Nwosu'), stateOf('Halima Bello'), stateOf('Emeka Obi')]).toEqual([
      'expired',
      'approved',
      'disbursed',
    ]);
    const trusters = await t.database.db
      .select({ pin: users.tfpPinStatus })
      .from(users)
      .where(inArray(users.email, ['aisha@demo.trustfund.ng', 'bisi@demo.trustfund.ng']));
    expect(trusters.map((u) => u.pin)).toEqual([PIN.available, PIN.available]);
    const [chidi] = await t.database.db
      .select({ endedAt: loans.endedAt })
      .from(loans)
      .innerJoin(users, eq(users.id, loans.userId))
      .where(eq(users.email, 'chidi@demo.trustfund.ng'));
    expect(chidi?.endedAt?.toISOString()).toBe('2026-12-07T01:39:00.000Z');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
