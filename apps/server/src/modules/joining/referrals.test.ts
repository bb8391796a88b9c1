import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import {
  countEntries,
  joiningTestApp,
  type Member,
  newMember,
  pressCheckout,
  webhooksDelivered,
} from './test-support.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

/** Pays a fixed plan through the hosted checkout and returns the member's pin. */
async function pay(m: Member, plan: string): Promise<string> {
  const { authurl, reference } = (
    await m.call('POST', '/userplanpayment', { planid: await t.planId(plan) })
  ).json().data;
  await pressCheckout(t, authurl, 'success');
  await webhooksDelivered(t);
  const buy = await m.call('POST', '/usersubscribedplan', { payment_type: 1, payment_data: reference });
  return buy.json().data.u_tfp_pin;
}

/** Registers a member through the referral link of `referrerPin` (u_associate_tfp = the pin). */
const referredBy = (referrerPin: string) => newMember(t, { u_trust_link: 1, u_associate_tfp: referrerPin });

const earnings = async (m: Member) => (await memberBalances(t.database.db, m.id)).earnings;

describe('referral earnings on three levels', () => {
  it('pays the plan amounts to the referrer, their referrer and theirs, and no fourth level', async () => {
    const root = await newMember(t);
    const top = await referredBy(await pay(root, 'SILVER'));
    const a = await referredBy(await pay(top, 'SILVER'));
    const b = await referredBy(await pay(a, 'SILVER'));
    const c = await referredBy(await pay(b, 'SILVER'));
    // Each payment so far paid its own referrers; start counting from here.
    const before = {
      root: await earnings(root),
      top: await earnings(top),
      a: await earnings(a),
      b: await earnings(b),
    };
    const expenseBefore = await balance(t.database.db, ACCOUNTS.referralEarnings);
    await pay(c, 'GOLD');
    expect((await earnings(b)) - before.b).toBe(75_000n); // N750, level 1
    expect((await earnings(a)) - before.a).toBe(30_000n); // N300, level 2
    expect((await earnings(top)) - before.top).toBe(10_000n); // N100, level 3
    expect(await earnings(root)).toBe(before.root); // a fourth level earns nothing
    expect((await balance(t.database.db, ACCOUNTS.referralEarnings)) - expenseBefore).toBe(115_000n);
  });

  it('earns the referrer nothing more when the payment is replayed', async () => {
    const ref = await newMember(t);
    const m = await referredBy(await pay(ref, 'SILVER'));
    const { authurl, reference } = (
      await m.call('POST', '/userplanpayment', { planid: await t.planId('PLATINUM') })
    ).json().data;
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    const after = await earnings(ref);
    const entries = await countEntries(t);
    await m.call('GET', `/getuserpaymentresponse?reference=${reference}`);
    await m.call('POST', '/usersubscribedplan', { payment_type: 1, payment_data: reference });
    expect(await earnings(ref)).toBe(after);
    expect(await countEntries(t)).toBe(entries);
    expect(after).toBe(150_000n); // N1,500 for a PLATINUM member, level 1
  });

  it('pays nothing for the free plan', async () => {
    const ref = await newMember(t);
    const m = await referredBy(await pay(ref, 'SILVER'));
    const before = await earnings(ref);
    await m.call('POST', '/userordinaryplansubscribe', { planid: String(await t.planId('ORDINARY')) });
    expect(await earnings(ref)).toBe(before);
  });

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
