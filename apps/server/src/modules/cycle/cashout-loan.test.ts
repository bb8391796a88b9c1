import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, payouts } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { cashoutWorld } from '../../test/cashout.ts';
import { lendTo } from '../../test/ledger.ts';
import { signIn } from '../../test/members.ts';
import { ScriptedGateway } from '../../test/scripted-gateway.ts';

/** Cash-out while a loan is owed: recovered from the payout first, up to the contributions less the fee. */
let t: TestApp;
let world: ReturnType<typeof cashoutWorld>;
beforeAll(async () => {
  t = await createTestApp();
  world = cashoutWorld(t, new ScriptedGateway(t.clock));
});
afterAll(() => t.close());
const member = (...a: Parameters<ReturnType<typeof cashoutWorld>['member']>) => world.member(...a);
const cashout = (userId: number, amount: unknown) => world.cashout(userId, amount);

describe('a loan owed at cash-out', () => {
  it('is recovered from the payout first, the rest paid, the ledger balanced', async () => {
    const start = new Date('2026-01-07T09:00:00Z');
    const m = await member(start, 5_200_000n);
    t.clock.set(start);
    await lendTo(t, m.userId, 'loan', 1_000_000n, `test-loan-${m.userId}`);
    t.clock.set(m.dates.cashoutFrom);
    const res = await cashout(m.userId, 52000);
    expect(res.code).toBe(200);
    // N52,000 + N260 - N3,000 - the N10,000 loan
    expect(res.body.data.payout_amount).toBe(39260);
    const db = t.database.db;
    expect((await memberBalances(db, m.userId)).loan).toBe(0n);
    const [payout] = await db
      .select()
      .from(payouts)
      .where(eq(payouts.reference, `cashout:${m.userId}:1`));
    expect(payout?.amountKobo).toBe(3_926_000n);
    // The member's statement shows the recovery as its own line, named after the cycle.
    const [recovery] = await db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `cashout:${m.userId}:1:loan`));
    expect(recovery?.description).toBe('Loan recovered from the cash-out of cycle 1');
    // The member is told the loan taken, beside the other parts of the sum.
    const told = await t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: await signIn(db, m.userId, t.clock.now()),
    });
    expect(told.json().data.notifications[0].message).toMatch(
      /^Your cashout of ₦39,260 \(contributions ₦52,000 \+ trust bonus ₦260 - membership fee ₦3,000 - loan ₦10,000\) will be sent to your Guaranty Trust Bank account ending \d{4}\. Your cycle 2 has started\.$/,
    );
    const report = await checkLedger(db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('lets a member cash out whose loan is exactly their contributions less the fee, and refuses a kobo more', async () => {
    const start = new Date('2026-01-08T09:00:00Z');
    // SILVER, N52,000 saved, fee N3,000: a loan of N49,000 is covered by the contributions after the fee.
    const covered = await member(start, 5_200_000n);
    const over = await member(start, 5_200_000n);
    t.clock.set(start);
    await lendTo(t, covered.userId, 'loan', 4_900_000n, `test-loan-${covered.userId}`);
    await lendTo(t, over.userId, 'loan', 4_900_001n, `test-loan-${over.userId}`);
    t.clock.set(covered.dates.cashoutFrom);
    const refused = await cashout(over.userId, 52000);
    expect([refused.code, refused.body.message]).toEqual([
      403,
      "You can't cash out while you owe the fund a loan, POP or ETC repayment.",
    ]);
    const paid = await cashout(covered.userId, 52000);
    expect(paid.code, JSON.stringify(paid.body)).toBe(200);
    // N52,000 + N260 - N3,000 - the N49,000 loan: the trust bonus is what is left to pay.
    expect(paid.body.data.payout_amount).toBe(260);
    expect((await memberBalances(t.database.db, covered.userId)).loan).toBe(0n);
    expect((await memberBalances(t.database.db, over.userId)).loan).toBe(4_900_001n);
  });
});
