import { nubanValid } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dedicatedAccounts, users } from '../db/schema/index.ts';
import { SANDBOX_DEDICATED_BANKS, sandboxOf } from '../gateways/index.ts';
import { checkLedger, memberBalances } from '../ledger/index.ts';
import { contributionSummary } from '../modules/contributions/service.ts';
import { buildDashboard } from '../modules/dashboard/service.ts';
import { listUncredited } from '../modules/dedicated-accounts/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { DemoRefusedError, seed } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo members', () => {
  it('have a plan, contributions and a full profile, and a second demo is refused, changing nothing', async () => {
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

    await expect(seed(t.database.db, t.clock)).rejects.toThrow(DemoRefusedError);
    expect(await memberBalances(db, ada.id)).toEqual(before);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('have an account number of their own, which a sandbox transfer credits at once', async () => {
    const db = t.database.db;
    const rows = await db
      .select({ account: dedicatedAccounts, email: users.email })
      .from(dedicatedAccounts)
      .innerJoin(users, eq(users.id, dedicatedAccounts.userId));
    expect(rows.map((r) => r.email).sort()).toEqual(['ada@demo.trustfund.ng', 'tunde@demo.trustfund.ng']);
    const ada = rows.find((r) => r.email === 'ada@demo.trustfund.ng')?.account;
    if (!ada) throw new Error('Ada has no account number');
    expect(nubanValid(SANDBOX_DEDICATED_BANKS['wema-bank']?.code ?? '', ada.accountNumber)).toBe(true);
    const before = await memberBalances(db, ada.userId);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/transfers',
      payload: { account_number: ada.accountNumber, amount: 1234.56 },
    });
    expect(sent.statusCode).toBe(200);
    await sandboxOf(t.app.deps.gateway)?.settled();
    await t.app.paymentEvents.idle();
    expect((await memberBalances(db, ada.userId)).contributions - before.contributions).toBe(123_456n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('leave finance one transfer to credit in Uncredited transfers, credited to nobody yet', async () => {
    const list = await listUncredited(t.database.db);
    expect(list.filter((r) => r.reference === 'DEMO-DVA-TYPO-0001')).toEqual([
      expect.objectContaining({
        reason: 'unknown-account',
        account_number: '9912345678',
        amount: 12_500,
        member: null,
      }),
    ]);
  });
});
