import { POP_ETC_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, payouts, popEtcApplications } from '../../db/schema/index.ts';
import { checkLedger, memberBalances, popRepaid, post } from '../../ledger/index.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcConsole } from '../../test/pop-etc-console.ts';
import { popEtcForms } from '../../test/pop-etc-forms.ts';

// Thursday 3 Dec 2026, 10:00 in Lagos.
const NOW = '2026-12-03T09:00:00Z';

const w = popEtcConsole(NOW);
const { call } = w;

const { applyEtc, applyPop, refusal } = popEtcForms(w);

const dashboard = async (m: TestMember) => (await call(m, 'GET', '/userdashboard')).json().data;
const wallet = async (m: TestMember) => (await call(m, 'GET', '/usertrustwallet')).json().data;

describe('lists', () => {
  it('lists the seeded ETC cities, Nigerian first, and the POP items', async () => {
    const m = await eligibleMember(w.t);
    const cities = (await call(m, 'GET', '/etccitylist')).json().data;
    expect(cities[0].etc_country).toBe('Nigeria');
    expect(cities.map((c: { etc_city_name: string }) => c.etc_city_name)).toEqual(
      expect.arrayContaining(['Lagos', 'Abuja', 'Kano', 'Accra', 'Nairobi']),
    );
    const items = (await call(m, 'GET', '/popitemlist')).json().data;
    expect(items.length).toBeGreaterThan(3);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/etccitylist' })).statusCode).toBe(401);
  });
});

describe('POST /emergencytravelcover', () => {
  it('records an ETC in process for the plan’s limit, shown on the dashboard badge and the wallet', async () => {
    const m = await eligibleMember(w.t);
    const res = await applyEtc(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(POP_ETC_MESSAGES.applied('ETC'));
    expect(res.json().data).toMatchObject({
      kind: 'etc',
      status: 1,
      amount: 20_000,
      etc_from: 'Lagos',
      etc_to: 'Abuja',
      etc_type: 'Round Trip',
      etc_travel_date: '12/05/2026',
      etc_return_date: '12/10/2026',
      repayment_date: '01/30/2027',
    });
    expect(await dashboard(m)).toMatchObject({ loan_pop_etc_status: 3, etc_status: 1, pop_status: 3 });
    expect(await wallet(m)).toMatchObject({ etc_status: 1, pop_status: 3 });
    const list = (await call(m, 'GET', '/emergencytravelcoverlist')).json().data;
    expect(list).toHaveLength(1);
    // Nothing moves before an operator's approval.
    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBe(0n);
  });

  it("refuses two equal cities with the spec's message", async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyEtc(m, { ec_to: w.lagos }))).toEqual([400, POP_ETC_MESSAGES.sameCities]);
  });

  it('asks a return date only for a Round Trip, and refuses one before the travel date', async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyEtc(m, { ec_to_travel_date: '' }))).toEqual([400, POP_ETC_MESSAGES.returnDate]);
    expect(refusal(await applyEtc(m, { ec_to_travel_date: '12/04/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.returnBeforeTravel,
    ]);
    const oneWay = await applyEtc(m, { ec_type: 'One Way', ec_to_travel_date: '' });
    expect(oneWay.statusCode).toBe(200);
    expect(oneWay.json().data.etc_return_date).toBeNull();
  });

  it('takes a One Way trip whatever return date it carries, even a past one, and keeps none', async () => {
    const m = await eligibleMember(w.t);
    const oneWay = await applyEtc(m, { ec_type: 'One Way', ec_to_travel_date: '12/01/2026' });
    expect(oneWay.statusCode, oneWay.body).toBe(200);
    expect(oneWay.json().data.etc_return_date).toBeNull();
  });

  it('records the way of travel the member chose, by bus when none is sent', async () => {
    const gold = await eligibleMember(w.t, { plan: 'GOLD' });
    const air = await applyEtc(gold, { ec_travel_by: 'Air' });
    expect([air.statusCode, air.json().data.etc_travel_by]).toEqual([200, 'Air']);
    const silver = await eligibleMember(w.t);
    const bus = await applyEtc(silver, { ec_travel_by: undefined });
    expect([bus.statusCode, bus.json().data.etc_travel_by]).toEqual([200, 'Bus']);
  });

  it('refuses travel, return and repayment dates in the past (Lagos days), and a repayment before travel', async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyEtc(m, { ec_from_travel_date: '12/02/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.pastTravel,
    ]);
    expect(refusal(await applyEtc(m, { ec_repayment_date: '12/02/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.pastRepayment,
    ]);
    expect(refusal(await applyEtc(m, { ec_repayment_date: '12/04/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.repaymentBeforeTravel,
    ]);
    expect(refusal(await applyEtc(m, { ec_from_travel_date: '02/30/2027' }))).toEqual([
      400,
      POP_ETC_MESSAGES.dateFormat,
    ]);
    // Today is allowed: 00:30 on 3 Dec in Lagos is still 2 Dec in UTC.
    w.t.clock.set('2026-12-02T23:30:00Z');
    try {
      expect((await applyEtc(m, { ec_from_travel_date: '12/03/2026' })).statusCode).toBe(200);
    } finally {
      w.t.clock.set(NOW);
    }
  });

  it('refuses a reason above 300 characters and a missing field, naming it', async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyEtc(m, { ec_reason: 'x'.repeat(301) }))).toEqual([
      400,
      POP_ETC_MESSAGES.reasonMax,
    ]);
    expect(refusal(await applyEtc(m, { ec_reason: '   ' }))).toEqual([400, POP_ETC_MESSAGES.reason]);
    expect(refusal(await applyEtc(m, { ec_from: undefined }))).toEqual([400, POP_ETC_MESSAGES.fromCity]);
    expect(refusal(await applyEtc(m, { ec_type: 'Return' }))).toEqual([400, POP_ETC_MESSAGES.coverType]);
    expect(refusal(await applyEtc(m, { ec_to: 999_999 }))).toEqual([400, POP_ETC_MESSAGES.unknownCity]);
  });

  it('keeps each plan to its scope: SILVER by bus in Nigeria, GOLD also by air, PLATINUM also abroad', async () => {
    const silver = await eligibleMember(w.t, { plan: 'SILVER' });
    expect(refusal(await applyEtc(silver, { ec_travel_by: 'Air' }))).toEqual([
      400,
      POP_ETC_MESSAGES.airNotCovered('SILVER'),
    ]);
    const gold = await eligibleMember(w.t, { plan: 'GOLD' });
    expect(refusal(await applyEtc(gold, { ec_to: w.accra }))).toEqual([
      400,
      POP_ETC_MESSAGES.abroadNotCovered('GOLD'),
    ]);
    const goldAir = await applyEtc(gold, { ec_travel_by: 'Air' });
    expect([goldAir.statusCode, goldAir.json().data.amount]).toEqual([200, 100_000]);
    const platinum = await eligibleMember(w.t, { plan: 'PLATINUM' });
    const abroad = await applyEtc(platinum, { ec_to: w.accra, ec_travel_by: 'Air' });
    expect([abroad.statusCode, abroad.json().data.amount, abroad.json().data.etc_to]).toEqual([
      200,
      200_000,
      'Accra',
    ]);
  });

  it('gives a FLEXI member the limit and scope of their weekly equivalent', async () => {
    // N5,000 a week is GOLD's weekly saving, half of PLATINUM's N10,000: N100,000, by bus or air in Nigeria.
    const flexi = await eligibleMember(w.t, {
      plan: 'FLEXI',
      contributionKobo: 500_000n,
      frequency: 'Weekly',
    });
    const terms = (await call(flexi, 'GET', '/popetcterms')).json().data;
    expect(terms).toMatchObject({
      plan_name: 'FLEXI',
      etc: { amount: 100_000, air: true, abroad: false, refusal: null },
    });
    expect(refusal(await applyEtc(flexi, { ec_to: w.accra }))).toEqual([
      400,
      POP_ETC_MESSAGES.abroadNotCovered('FLEXI'),
    ]);
    expect((await applyEtc(flexi, { ec_travel_by: 'Air' })).json().data.amount).toBe(100_000);
  });

  it('refuses an amount other than the plan’s limit, which is read-only', async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyEtc(m, { ec_amount: 50_000 }))).toEqual([
      400,
      POP_ETC_MESSAGES.amount('ETC', '₦20,000'),
    ]);
    expect((await applyEtc(m, { ec_amount: 20_000 })).statusCode).toBe(200);
  });

  it('refuses before 24 weeks of contributions, without a paid plan, card or complete profile', async () => {
    const early = await eligibleMember(w.t, { weeks: 23 });
    expect(refusal(await applyEtc(early))).toEqual([403, POP_ETC_MESSAGES.weeks('ETC', 23)]);
    expect((await call(early, 'GET', '/popetcterms')).json().data.pop.refusal).toBe(
      POP_ETC_MESSAGES.weeks('POP', 23),
    );
    const basic = await eligibleMember(w.t, { plan: 'ORDINARY' });
    expect(refusal(await applyEtc(basic))).toEqual([403, POP_ETC_MESSAGES.basicPlan('ETC')]);
    const noCard = await eligibleMember(w.t, { card: false });
    expect(refusal(await applyEtc(noCard))).toEqual([403, POP_ETC_MESSAGES.noCard('ETC')]);
    const noProfile = await eligibleMember(w.t, { profile: false });
    expect(refusal(await applyEtc(noProfile))).toEqual([403, POP_ETC_MESSAGES.profile('ETC')]);
    const rows = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.userId, early.userId));
    expect(rows).toHaveLength(0);
  });

  it('allows one open ETC at a time, also when two arrive at once', async () => {
    const m = await eligibleMember(w.t);
    const [a, b] = await Promise.all([applyEtc(m), applyEtc(m)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(refusal(await applyEtc(m))).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('ETC')]);
    // A POP is a different product: still allowed.
    expect((await applyPop(m)).statusCode).toBe(200);
  });
});

describe('POST /purchaseorderpower', () => {
  it('records a POP in process for the plan’s limit', async () => {
    const m = await eligibleMember(w.t, { plan: 'GOLD' });
    const res = await applyPop(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'pop',
      status: 1,
      amount: 100_000,
      pop_item_name: 'HP laptop, 15 inch',
      pop_delivery_location: '12 Allen Avenue, Ikeja',
    });
    expect(await dashboard(m)).toMatchObject({ loan_pop_etc_status: 2, pop_status: 1 });
  });

  it('refuses an item name above 50 characters, a past repayment date and missing fields', async () => {
    const m = await eligibleMember(w.t);
    expect(refusal(await applyPop(m, { pr_item_name: 'x'.repeat(51) }))).toEqual([
      400,
      POP_ETC_MESSAGES.itemNameMax,
    ]);
    expect(refusal(await applyPop(m, { pr_repayment_date: '12/02/2026' }))).toEqual([
      400,
      POP_ETC_MESSAGES.pastRepayment,
    ]);
    expect(refusal(await applyPop(m, { pr_delivery_location: '' }))).toEqual([
      400,
      POP_ETC_MESSAGES.deliveryLocation,
    ]);
    expect(refusal(await applyPop(m, { pr_reason_item_purchase: 'y'.repeat(301) }))).toEqual([
      400,
      POP_ETC_MESSAGES.reasonMax,
    ]);
    expect(refusal(await applyPop(m, { pr_item_id: 999_999 }))).toEqual([400, POP_ETC_MESSAGES.unknownItem]);
    expect(refusal(await applyPop(m, { pr_item_amount: 1 }))).toEqual([
      400,
      POP_ETC_MESSAGES.amount('POP', '₦20,000'),
    ]);
  });
});

describe('cancelling', () => {
  it('cancels an application in process, after which the member may apply again', async () => {
    const m = await eligibleMember(w.t);
    await applyPop(m);
    const res = await call(m, 'POST', '/cancelpurchaseorderpower');
    expect([res.statusCode, res.json().message, res.json().data.status]).toEqual([
      200,
      POP_ETC_MESSAGES.cancelled('POP'),
      3,
    ]);
    expect(await wallet(m)).toMatchObject({ pop_status: 3 });
    expect(refusal(await call(m, 'POST', '/cancelpurchaseorderpower'))).toEqual([
      400,
      POP_ETC_MESSAGES.nothingToCancel('POP'),
    ]);
    expect((await applyPop(m)).statusCode).toBe(200);
  });

  it('touches only the signed-in member’s applications', async () => {
    const owner = await eligibleMember(w.t);
    const other = await eligibleMember(w.t);
    await applyEtc(owner);
    expect(refusal(await call(other, 'POST', '/cancelemergencytravelcover'))).toEqual([
      400,
      POP_ETC_MESSAGES.nothingToCancel('ETC'),
    ]);
    expect((await call(other, 'GET', '/emergencytravelcoverlist')).json().data).toEqual([]);
    expect((await wallet(owner)).etc_status).toBe(1);
  });
});

describe('disbursal in the console', () => {
  const propose = (who: TestMember, id: number) => call(who, 'POST', `/admin/popetc/${id}/propose`);
  const approve = (id: number, hash: string, who = w.checker) =>
    call(who, 'POST', `/admin/approvals/${id}/approve`, { payload_hash: hash });

  it('posts the ledger once on approval by a second operator, with a payout, and the POP is in use until repaid', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyPop(m)).json().data;
    const queue = (await call(w.maker, 'GET', '/admin/popetc?kind=pop&status=1')).json().data;
    expect(queue.applications.find((a: { id: number }) => a.id === app.id)).toMatchObject({
      member: { id: m.userId },
      proposal_id: null,
    });
    const proposed = await propose(w.maker, app.id);
    expect(proposed.statusCode).toBe(200);
    const p = proposed.json().data;
    expect(p).toMatchObject({
      kind: 'pop-disbursal',
      status: 'proposed',
      summary: expect.stringContaining('₦20,000'),
    });
    expect((await memberBalances(w.t.database.db, m.userId)).pop).toBe(0n);
    expect(refusal(await propose(w.maker, app.id))[0]).toBe(409);

    const [first, second] = await Promise.all([approve(p.id, p.payload_hash), approve(p.id, p.payload_hash)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await memberBalances(w.t.database.db, m.userId)).pop).toBe(2_000_000n);
    const key = `pop-disbursal:${app.id}`;
    expect(
      await w.t.database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key)),
    ).toHaveLength(1);
    const rows = await w.t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.userId, m.userId), eq(payouts.kind, 'pop')));
    expect(rows.map((r) => [r.amountKobo, r.reference, r.status])).toEqual([[2_000_000n, key, 'pending']]);
    expect(await wallet(m)).toMatchObject({ pop_status: 2, outstanding_pop: 20_000 });
    expect(await dashboard(m)).toMatchObject({ loan_pop_etc_status: 2, pop_status: 2 });
    expect(refusal(await call(m, 'POST', '/cancelpurchaseorderpower'))).toEqual([
      400,
      POP_ETC_MESSAGES.nothingToCancel('POP'),
    ]);
    expect(refusal(await applyPop(m))).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('POP')]);

    // Repaid in full (the wallet's repayment posts this): Apply again.
    await w.t.database.db.transaction((tx) =>
      post(
        tx,
        popRepaid({
          key: `test-pop-repaid:${app.id}`,
          memberId: m.userId,
          amountKobo: 2_000_000n,
          from: 'bank',
          description: 'repaid',
          at: w.t.clock.now(),
        }),
      ),
    );
    expect(await wallet(m)).toMatchObject({ pop_status: 3 });
    expect((await applyPop(m)).statusCode).toBe(200);
    const report = await checkLedger(w.t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('applies nothing when the member cancelled while the proposal waited', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyEtc(m)).json().data;
    const p = (await propose(w.maker, app.id)).json().data;
    await call(m, 'POST', '/cancelemergencytravelcover');
    expect(refusal(await approve(p.id, p.payload_hash))).toEqual([400, POP_ETC_MESSAGES.notInProcess]);
    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBe(0n);
    expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toHaveLength(0);
  });

  it('refuses a member and other operator roles on the console calls', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyEtc(m)).json().data;
    expect((await propose(m, app.id)).statusCode).toBe(403);
    expect((await call(m, 'GET', '/admin/popetc')).statusCode).toBe(403);
    const finance = await createMember(w.t, { user: { role: 'finance' } });
    expect((await propose(finance, app.id)).statusCode).toBe(403);
    expect((await propose(w.maker, 999_999)).statusCode).toBe(404);
  });
});
