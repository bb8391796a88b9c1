import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, plans } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { type Member, newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

async function pay(m: Member, plan: string): Promise<string> {
  const { authurl, reference } = (
    await m.call('POST', '/userplanpayment', { planid: await t.planId(plan) })
  ).json().data;
  await pressCheckout(t, authurl, 'success');
  await webhooksDelivered(t);
  await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
  return (await m.call('GET', '/user')).json().data.u_tfp_pin;
}

const earnings = async (m: Member) => (await memberBalances(t.database.db, m.id)).earnings;

describe('a plan whose referral figure for a level is nothing', () => {
  it('still starts the plan, and pays the other levels their figures', async () => {
    const top = await newMember(t);
    const mid = await newMember(t, { u_trust_link: 1, u_associate_tfp: await pay(top, 'SILVER') });
    const m = await newMember(t, { u_trust_link: 1, u_associate_tfp: await pay(mid, 'SILVER') });
    // An operator has set GOLD's level-2 earning to nothing.
    await t.database.db.update(plans).set({ referralL2Kobo: 0n }).where(eq(plans.name, 'GOLD'));
    const before = { top: await earnings(top), mid: await earnings(mid) };
    await pay(m, 'GOLD');
    const [ms] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(ms?.status).toBe('active');
    expect((await earnings(mid)) - before.mid).toBe(75_000n); // GOLD's level 1: N750
    expect(await earnings(top)).toBe(before.top); // level 2: nothing, and no empty entry
  });
});
