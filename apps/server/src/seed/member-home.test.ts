import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { checkLedger, memberBalances } from '../ledger/index.ts';
import { contributionSummary } from '../modules/contributions/service.ts';
import { buildDashboard } from '../modules/dashboard/service.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { seed } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo members', () => {
  it('have a plan, contributions and a full profile, and a second seed changes nothing', async () => {
    await seed(t.database.db, t.clock);
    const db = t.database.db;
    const [ada] = await db.select().from(users).where(eq(users.email, 'ada@demo.trustfund.ng'));
    if (!ada) throw new Error('no demo member');
    const before = await memberBalances(db, ada.id);
    // GOLD: the first week paid with the transfer (N5,000) and 3 weeks of Save More
    expect(before.contributions).toBe(2_000_000n);
    const d = await buildDashboard(db, t.clock.now(), 'http://localhost:3000', ada.id, {
      bank_name: 'Guaranty Trust Bank',
      account_number: '0123456789',
      account_name: 'Trust Fund Cooperative',
    });
    expect(d.plan_info?.pl_name).toBe('GOLD');
    expect(d.profile.profile_percentage).toBe(100);
    const c = await contributionSummary(db, t.clock.now(), ada.id);
    expect(c.last_contribution_amount).toBe(15000);
    expect(c.next_contribution).toBe('02/02/2026');

    await seed(t.database.db, t.clock);
    expect(await memberBalances(db, ada.id)).toEqual(before);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
