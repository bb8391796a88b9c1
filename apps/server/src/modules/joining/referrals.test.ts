import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, plans, users } from '../../db/schema/index.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { countEntries } from '../../test/database.ts';
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

  it("pays a FLEXI member's referrers by the flexi quote, not PLATINUM's amounts", async () => {
    const root = await newMember(t);
    const a = await referredBy(await pay(root, 'SILVER'));
    const b = await referredBy(await pay(a, 'SILVER'));
    const c = await referredBy(await pay(b, 'SILVER'));
    const before = { root: await earnings(root), a: await earnings(a), b: await earnings(b) };
    // N1,000 a week is a tenth of PLATINUM's N10,000: a tenth of its N1,500, N600 and N200.
    const { authurl } = (
      await c.call('POST', '/userflexiplanpayment', {
        planid: await t.planId('FLEXI'),
        con_amount: 1000,
        pf_pl_text: 'Weekly',
        pf_pl_duration: 12,
        flexi_type: 2,
      })
    ).json().data;
    await pressCheckout(t, authurl, 'success');
    await webhooksDelivered(t);
    expect({
      level1: (await earnings(b)) - before.b,
      level2: (await earnings(a)) - before.a,
      level3: (await earnings(root)) - before.root,
    }).toEqual({ level1: 15_000n, level2: 6_000n, level3: 2_000n });
  });

  it('pays each referrer in a loop of referrals once, and never the paying member', async () => {
    const x = await newMember(t);
    const y = await referredBy(await pay(x, 'SILVER'));
    // x is recorded as referred by y too: the chain x -> y -> x never ends by itself.
    await t.database.db.update(users).set({ referredByUserId: y.id }).where(eq(users.id, x.id));
    const xBefore = await earnings(x);
    const pinY = await pay(y, 'GOLD'); // level 1 is x; level 2 would be y itself
    expect((await earnings(x)) - xBefore).toBe(75_000n);
    expect(await earnings(y)).toBe(0n);

    const z = await referredBy(pinY);
    const before = { x: await earnings(x), y: await earnings(y) };
    await pay(z, 'SILVER'); // y at level 1, x at level 2; level 3 would be y again
    expect((await earnings(y)) - before.y).toBe(15_000n);
    expect((await earnings(x)) - before.x).toBe(6_000n);
  });

  it('records each earning with its level and the plan joined, and posts nothing for a level the plan pays nothing', async () => {
    const root = await newMember(t);
    const a = await referredBy(await pay(root, 'SILVER'));
    const b = await referredBy(await pay(a, 'SILVER'));
    const c = await referredBy(await pay(b, 'SILVER'));
    // An operator sets GOLD's level-3 earning to nothing: root, at level 3, gets no entry, not one of N0.
    const gold = await t.planId('GOLD');
    await t.database.db.update(plans).set({ referralL3Kobo: 0n }).where(eq(plans.id, gold));
    try {
      await pay(c, 'GOLD');
    } finally {
      await t.database.db.update(plans).set({ referralL3Kobo: 10_000n }).where(eq(plans.id, gold));
    }
    const earningsOf = (m: Member) =>
      t.database.db
        .select({ description: journalEntries.description })
        .from(journalEntries)
        .where(and(eq(journalEntries.memberId, m.id), eq(journalEntries.kind, 'referral-earning')));
    expect(await earningsOf(b)).toContainEqual({
      description: 'Referral earning, level 1: a member you brought in joined GOLD',
    });
    expect(await earningsOf(a)).toContainEqual({
      description: 'Referral earning, level 2: a member you brought in joined GOLD',
    });
    // root earned from a's and b's SILVER payments (levels 1 and 2), and nothing from c's GOLD payment
    expect((await earningsOf(root)).map((e) => e.description).sort()).toEqual([
      'Referral earning, level 1: a member you brought in joined SILVER',
      'Referral earning, level 2: a member you brought in joined SILVER',
    ]);
  });

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
