import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { type Member, newMember } from '../../test/members.ts';

/**
 * Referral earnings for a FLEXI member scale with the member's weekly equivalent (PLATINUM's figures
 * × W / PLATINUM's weekly saving; docs/domain-rules.md, FLEXI), not the FLEXI row's own figures.
 */
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

async function settle(m: Member, data: { authurl: string; reference: string }): Promise<string> {
  await pressCheckout(t, data.authurl, 'success');
  await webhooksDelivered(t);
  const res = await m.call('GET', `/getuserpaymentresponse?reference=${data.reference}`);
  expect(res.json().data.pr_response.status).toBe(true);
  return (await m.call('GET', '/user')).json().data.u_tfp_pin;
}

const earnings = async (m: Member) => (await memberBalances(t.database.db, m.id)).earnings;

describe('a FLEXI member brought in by referral', () => {
  it('earns the referrers PLATINUM’s figures scaled to the member’s weekly saving, on two levels', async () => {
    const top = await newMember(t);
    const topPin = await settle(
      top,
      (await top.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })).json().data,
    );
    const mid = await newMember(t, { u_trust_link: 1, u_associate_tfp: topPin });
    const midPin = await settle(
      mid,
      (await mid.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') })).json().data,
    );
    expect(await earnings(top)).toBe(15_000n); // SILVER's level 1: N150

    const flexi = await newMember(t, { u_trust_link: 1, u_associate_tfp: midPin });
    const terms = {
      planid: await t.planId('FLEXI'),
      con_amount: 2000,
      pf_pl_text: 'Weekly',
      pf_pl_duration: 12,
      page_response: 1,
      flexi_type: 2,
    };
    await settle(flexi, (await flexi.call('POST', '/userflexiplanpayment', terms)).json().data);
    // W = N2,000: N1,500 × 2,000 / 10,000 = N300 for level 1, N600 × 0.2 = N120 for level 2.
    expect(await earnings(mid)).toBe(30_000n);
    expect(await earnings(top)).toBe(15_000n + 12_000n);
  });
});
