import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
// Built in the first test's set-up rather than the file's, so mutation testing counts the FLEXI pay
// step's registration (flexi-pay.ts) as covered by the tests that use it.
beforeEach(async () => {
  t ??= await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

describe('FLEXI: quote then pay (POST /userflexiplanpayment flexi_type 1, then 2)', () => {
  it('charges exactly the quoted fee plus the first contribution and starts a cycle of the chosen duration', async () => {
    const m = await newMember(t);
    const planid = await t.planId('FLEXI');
    const terms = { planid, con_amount: 2000, pf_pl_text: 'Weekly', pf_pl_duration: 6, page_response: 1 };
    const quote = await m.call('POST', '/userflexiplanpayment', { ...terms, flexi_type: 1 });
    expect(quote.statusCode).toBe(200);
    const fee = quote.json().data.membership_fee;
    expect(fee).toBeGreaterThan(0);

    const pay = await m.call('POST', '/userflexiplanpayment', { ...terms, flexi_type: 2 });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().message).toBe('Redirecting to payment');
    const { authurl, reference, membership_fee, amount } = pay.json().data;
    expect(membership_fee).toBe(fee);
    expect(amount).toBe(fee + 2000);
    await pressCheckout(t, authurl, 'success');
    const res = await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    expect(res.json().data.pr_response.status).toBe(true);
    await webhooksDelivered(t);
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms).toMatchObject({
      status: 'active',
      durationMonths: 6,
      frequency: 'Weekly',
      contributionKobo: 200_000n,
    });
    expect(ms?.cycleEndsAt?.toISOString()).toBe('2026-07-05T09:00:00.000Z');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(200_000n);
  });

  it('debits a daily saver a week of days as the first contribution', async () => {
    const m = await newMember(t);
    const planid = await t.planId('FLEXI');
    const pay = await m.call('POST', '/userflexiplanpayment', {
      planid,
      con_amount: 500,
      pf_pl_text: 'Daily',
      pf_pl_duration: 3,
      flexi_type: 2,
    });
    const { authurl, membership_fee, amount } = pay.json().data;
    expect(amount).toBe(membership_fee + 3500);
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(350_000n);
  });

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
