import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postToMember } from '../../test/ledger.ts';
import { borrower, dayAfter } from '../../test/loans.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { moneyOutCode } from '../../test/money-out.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';

// Two members in the same state, one acting: every member-scoped write of the member area leaves the
// other member's screens and money exactly as they were. A write that lost its member scope (an update
// without its user id, a read of "the" open row) passes a test with one member; it fails here.
let t: TestApp;
let actor: TestMember;
let bystander: TestMember;
let partner: TestMember;

const call = (m: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

/** Everything a member reads about themself, as the screens read it. */
async function everything(m: TestMember) {
  const get = async (url: string) => (await call(m, 'GET', url)).json();
  const post = async (url: string, body: object) => (await call(m, 'POST', url, body)).json();
  return {
    dashboard: await get('/userdashboard'),
    contributions: await get('/getusercontribution'),
    earnings: await get('/userearnings'),
    wallet: await get('/usertrustwallet'),
    notifications: await get('/usenotificationlist'),
    preferences: await get('/notificationpreferences'),
    profile: await get('/userprofile'),
    network: await post('/trustmemberslisting', { offset: 1, count: 10 }),
    savedLoan: await post('/getusersavedloanrequest', {}),
    balances: await memberBalances(t.database.db, m.userId),
  };
}

async function twin() {
  const m = await borrower(t, { plan: 'SILVER' });
  await postToMember(t, m.userId, 'referral-earning', 800_000n, `bystander-earning:${m.userId}`);
  await t.database.db.insert(notifications).values({
    userId: m.userId,
    subject: 'Welcome',
    message: 'Welcome to the fund',
    createdAt: t.clock.now(),
  });
  return m;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-01-12T09:00:00Z'); // a Monday, 10:00 in Lagos
  actor = await twin();
  bystander = await twin();
  partner = await createMember(t, { plan: 'GOLD' });
});
afterAll(() => t.close());

describe('one member acting, another in the same state', () => {
  it('leaves the other member’s screens and money as they were, whatever the first one writes', async () => {
    const before = await everything(bystander);
    const actorBefore = await everything(actor);

    // Save More, paid and settled.
    const started = await call(actor, 'POST', '/usermakeupfrontcontribution', {
      con_week: 2,
      con_amount: 2000,
      con_currency: 'NGN',
    });
    expect(started.statusCode).toBe(200);
    const { reference } = started.json().data;
    await settlePayment(paymentsContext(t.app), reference, {
      reference,
      status: 'success',
      amountKobo: 400_000n,
      currency: 'NGN',
      message: 'Approved',
    });
    // Earnings moved into contributions.
    expect((await call(actor, 'GET', '/usermakeupfrontcontributionbyearning')).statusCode).toBe(200);
    // The profile, the notification choices, a notification read.
    expect(
      (await call(actor, 'POST', '/updateuserprofile', { business: 'Fashion', hearaboutus: 'A friend' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(actor, 'POST', '/notificationpreferences', { kind: 'payment_received', email: false }))
        .statusCode,
    ).toBe(200);
    const [own] = await t.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, actor.userId));
    expect((await call(actor, 'POST', '/notificationread', { notification_id: own?.id })).statusCode).toBe(
      200,
    );
    // A trust request, and a loan application saved for later.
    const [p] = await t.database.db
      .select({ tfp: users.tfpPin })
      .from(users)
      .where(eq(users.id, partner.userId));
    expect((await call(actor, 'POST', '/addtrustmember', { u_mem_tfpcode: p?.tfp })).statusCode).toBe(200);
    const saved = await call(actor, 'POST', '/userloanrequest', {
      loan_process: 2,
      loan_amount: 50_000,
      loan_repayment_date: dayAfter(t, 30),
      trustmembers: { STM: [], GTM: [], PTM: [] },
    });
    expect(saved.statusCode).toBe(200);

    // The actor's own screens did change (the writes were real), the bystander's did not.
    const actorAfter = await everything(actor);
    expect(actorAfter.balances).not.toEqual(actorBefore.balances);
    expect(actorAfter.notifications).not.toEqual(actorBefore.notifications);
    expect(actorAfter.savedLoan).not.toEqual(actorBefore.savedLoan);
    expect(await everything(bystander)).toEqual(before);
  });
  it('leaves the other member as they were when the first applies for POP and ETC, redeems and invites', async () => {
    // Two members who may apply for POP and ETC, each with earnings to redeem.
    const applicant = await eligibleMember(t);
    const neighbour = await eligibleMember(t);
    for (const m of [applicant, neighbour])
      await postToMember(t, m.userId, 'referral-earning', 900_000n, `bystander-redeem:${m.userId}`);
    const reads = async (m: TestMember) => ({
      ...(await everything(m)),
      pop: (await call(m, 'GET', '/purchaseorderpowerlist')).json(),
      etc: (await call(m, 'GET', '/emergencytravelcoverlist')).json(),
    });
    const before = await reads(neighbour);
    const applicantBefore = await reads(applicant);

    const [item] = (await call(applicant, 'GET', '/popitemlist')).json().data;
    const pop = await call(applicant, 'POST', '/purchaseorderpower', {
      pr_item_id: item.pop_item_id,
      pr_item_name: 'HP laptop, 15 inch',
      pr_repayment_date: '03/27/2026',
      pr_reason_item_purchase: 'For the bookkeeping of my shop',
      pr_delivery_location: '12 Allen Avenue, Ikeja',
    });
    expect(pop.statusCode, pop.body).toBe(200);
    const cities = (await call(applicant, 'GET', '/etccitylist')).json().data as { etc_city_id: number }[];
    const etc = await call(applicant, 'POST', '/emergencytravelcover', {
      ec_from: cities[0]?.etc_city_id,
      ec_to: cities[1]?.etc_city_id,
      ec_type: 'Round Trip',
      ec_travel_by: 'Bus',
      ec_reason: 'My mother is ill',
      ec_from_travel_date: '01/20/2026',
      ec_to_travel_date: '01/25/2026',
      ec_repayment_date: '03/30/2026',
    });
    expect(etc.statusCode, etc.body).toBe(200);
    const code = await moneyOutCode(t, applicant, 'redemption');
    const redeemed = await call(applicant, 'POST', '/referalreedem', { redeem_amount: 5000, code });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const invited = await call(applicant, 'POST', '/inviteusers', {
      trustnetwork: [{ email: 'a.friend@example.com', index: 0 }],
    });
    expect(invited.statusCode, invited.body).toBe(200);

    const applicantAfter = await reads(applicant);
    expect(applicantAfter.pop).not.toEqual(applicantBefore.pop);
    expect(applicantAfter.etc).not.toEqual(applicantBefore.etc);
    expect(applicantAfter.balances).not.toEqual(applicantBefore.balances);
    expect(await reads(neighbour)).toEqual(before);
  });
});
