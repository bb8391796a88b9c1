import { POP_ETC_MESSAGES, USER_LOCKED } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payouts, popEtcApplications, users } from '../../db/schema/index.ts';
import { memberBalances, popDisbursed, post } from '../../ledger/index.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcConsole } from '../../test/pop-etc-console.ts';
import { popEtcForms } from '../../test/pop-etc-forms.ts';

// Thursday 3 Dec 2026, 10:00 in Lagos.
const NOW = '2026-12-03T09:00:00Z';

const w = popEtcConsole(NOW);
const { call } = w;
// The forms as the member's app sends them (test/pop-etc-forms.ts).
const { applyEtc, applyPop, refusal } = popEtcForms(w);

const propose = (id: number) => call(w.maker, 'POST', `/admin/popetc/${id}/propose`);
const approve = (p: { id: number; payload_hash: string }) =>
  call(w.checker, 'POST', `/admin/approvals/${p.id}/approve`, { payload_hash: p.payload_hash });
const notices = async (userId: number) =>
  (await w.t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => [
    n.key,
    n.subject,
    n.message,
  ]);

// The disbursal of each kind under maker-checker (one path of several: POP's is tested in
// pop-etc.test.ts), what the member is told, and the console's queue.
describe('an ETC disbursal', () => {
  it('lends the ETC on approval: the ledger, a payout to the member’s bank, the notice, in use', async () => {
    const m = await eligibleMember(w.t, { plan: 'GOLD', user: { fullName: 'Efe Traveller' } });
    // A One Way ETC, with no return date and no way of travel given, goes by bus.
    const oneWay = { ec_type: 'One Way', ec_to_travel_date: undefined, ec_travel_by: undefined };
    const app = (await applyEtc(m, oneWay)).json().data;
    expect(app).toMatchObject({ etc_type: 'One Way', etc_travel_by: 'Bus', etc_return_date: null });
    const proposed = await propose(app.id);
    expect(proposed.json()).toMatchObject({
      message: POP_ETC_MESSAGES.proposed,
      data: { kind: 'etc-disbursal', status: 'proposed' },
    });
    const [me] = await w.t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(proposed.json().data.summary).toBe(`Disburse ETC of ₦100,000 to Efe Traveller (${me?.tfpPin})`);
    expect((await approve(proposed.json().data)).statusCode).toBe(200);

    const balances = await memberBalances(w.t.database.db, m.userId);
    expect([balances.etc, balances.pop]).toEqual([10_000_000n, 0n]);
    const [payout] = await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
    expect(payout).toMatchObject({
      kind: 'etc',
      reference: `etc-disbursal:${app.id}`,
      amountKobo: 10_000_000n,
      bankName: me?.bankName,
      accountNumber: me?.accountNumber,
      accountHolderName: me?.accountHolderName,
      status: 'pending',
    });
    expect(await notices(m.userId)).toContainEqual([
      'etc_disbursed',
      'ETC approved',
      'Your ETC of ₦100,000 was approved. Repay it from your trust wallet by 30/01/2027.',
    ]);
    const [row] = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.id, app.id));
    expect([row?.status, row?.disbursedAt?.toISOString()]).toEqual([2, new Date(NOW).toISOString()]);
    const wallet = (await call(m, 'GET', '/usertrustwallet')).json().data;
    expect(wallet).toMatchObject({ etc_status: 2, pop_status: 3 });
    // In use: another ETC is refused, a POP is still open to them.
    expect(refusal(await applyEtc(m))).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('ETC')]);
    expect((await call(m, 'GET', '/popetcterms')).json().data).toMatchObject({
      etc: { status: 2, refusal: POP_ETC_MESSAGES.alreadyOpen('ETC'), gate: 'open' },
      pop: { status: 3, refusal: null, gate: null },
    });
  });

  it('tells the POP borrower their date to repay by', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyPop(m)).json().data;
    const p = (await propose(app.id)).json().data;
    expect(p.kind).toBe('pop-disbursal');
    expect((await approve(p)).statusCode).toBe(200);
    expect(await notices(m.userId)).toContainEqual([
      'pop_disbursed',
      'POP approved',
      'Your POP of ₦20,000 was approved. Repay it from your trust wallet by 26/02/2027.',
    ]);
    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBe(0n);
  });

  it('is not proposed, nor approved, for a member without bank details; nothing moves', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyEtc(m)).json().data;
    const p = (await propose(app.id)).json().data;
    // The bank details are removed while the proposal waits.
    await w.t.database.db.update(users).set({ accountHolderName: null }).where(eq(users.id, m.userId));
    const refused = await approve(p);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('no bank details on file');
    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBe(0n);
    expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);

    const other = await eligibleMember(w.t);
    const second = (await applyEtc(other)).json().data;
    await w.t.database.db.update(users).set({ accountNumber: null }).where(eq(users.id, other.userId));
    const noProposal = await propose(second.id);
    expect(noProposal.statusCode).toBe(400);
    expect(noProposal.json().message).toContain('no bank details on file');
  });

  it('refuses to propose an application no longer in process', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyEtc(m)).json().data;
    await call(m, 'POST', '/cancelemergencytravelcover');
    expect(refusal(await propose(app.id))).toEqual([400, POP_ETC_MESSAGES.notInProcess]);
  });
});

describe('the console’s queue', () => {
  it('lists applications in process oldest first, by kind, with the waiting proposal and the count', async () => {
    const first = await eligibleMember(w.t);
    const a1 = (await applyEtc(first)).json().data;
    w.t.clock.set('2026-12-03T09:05:00Z');
    const second = await eligibleMember(w.t);
    const a2 = (await applyEtc(second)).json().data;
    const p2 = (await propose(a2.id)).json().data;
    w.t.clock.set(NOW);
    const q = (await call(w.maker, 'GET', '/admin/popetc?kind=etc&status=1')).json().data;
    const ids = q.applications.map((a: { id: number }) => a.id);
    expect(ids.indexOf(a1.id)).toBeLessThan(ids.indexOf(a2.id));
    expect(q.total).toBe(q.applications.length);
    expect(
      q.applications.every((a: { kind: string; status: number }) => a.kind === 'etc' && a.status === 1),
    ).toBe(true);
    const listed = q.applications.find((a: { id: number }) => a.id === a2.id);
    expect(listed).toMatchObject({ member: { id: second.userId }, proposal_id: p2.id, etc_to: 'Abuja' });
    expect(q.applications.find((a: { id: number }) => a.id === a1.id).proposal_id).toBeNull();
  });
});

describe('who may apply', () => {
  it('tells a locked member their account is locked before any other refusal, and takes nothing', async () => {
    const m = await eligibleMember(w.t, { weeks: 3, card: false });
    await w.t.database.db.update(users).set({ status: USER_LOCKED }).where(eq(users.id, m.userId));
    const terms = (await call(m, 'GET', '/popetcterms')).json().data;
    expect(terms.etc).toMatchObject({ refusal: POP_ETC_MESSAGES.locked, gate: 'locked', amount: 0 });
    expect(terms.pop).toMatchObject({ refusal: POP_ETC_MESSAGES.locked, gate: 'locked' });
    const res = await applyEtc(m);
    expect(res.statusCode).toBe(403);
    const rows = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(and(eq(popEtcApplications.userId, m.userId)));
    expect(rows).toEqual([]);
  });

  it('gives a member refused for their plan no ETC scope: neither air nor abroad', async () => {
    const basic = await eligibleMember(w.t, { plan: 'ORDINARY' });
    expect((await call(basic, 'GET', '/popetcterms')).json().data.etc).toMatchObject({
      gate: 'upgrade',
      amount: 0,
      air: false,
      abroad: false,
    });
  });

  it('refuses a new application of a kind already in process, and says so on the terms screen', async () => {
    const m = await eligibleMember(w.t);
    expect((await applyPop(m)).statusCode).toBe(200);
    expect(refusal(await applyPop(m))).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('POP')]);
    expect((await call(m, 'GET', '/popetcterms')).json().data).toMatchObject({
      plan_name: 'SILVER',
      pop: { status: 1, amount: 20_000, refusal: POP_ETC_MESSAGES.alreadyOpen('POP'), gate: 'open' },
      etc: { status: 3, amount: 20_000, refusal: null, gate: null, air: false, abroad: false },
    });
  });

  it('lists each member’s own applications, newest first', async () => {
    const m = await eligibleMember(w.t);
    const other = await eligibleMember(w.t);
    const a = (await applyEtc(m)).json().data;
    await call(m, 'POST', '/cancelemergencytravelcover');
    w.t.clock.set('2026-12-03T09:10:00Z');
    const b = (await applyEtc(m)).json().data;
    await applyEtc(other);
    w.t.clock.set(NOW);
    const list = (await call(m, 'GET', '/emergencytravelcoverlist')).json().data;
    expect(list.map((x: { id: number; status: number }) => [x.id, x.status])).toEqual([
      [b.id, 1],
      [a.id, 3],
    ]);
  });
});

describe('the scope of a FLEXI member’s ETC, every weekly equivalent', () => {
  it.each([
    // N10,000 a week is PLATINUM's weekly saving: by air, and abroad.
    [1_000_000n, true, true],
    // N2,000 a week reaches neither GOLD's nor PLATINUM's: by bus in Nigeria, as SILVER.
    [200_000n, false, false],
  ])('saving %i kobo a week: air %s, abroad %s', async (contributionKobo, air, abroad) => {
    const flexi = await eligibleMember(w.t, { plan: 'FLEXI', contributionKobo, frequency: 'Weekly' });
    const terms = (await call(flexi, 'GET', '/popetcterms')).json().data;
    expect(terms.etc).toMatchObject({ air, abroad, refusal: null });
    const byAir = await applyEtc(flexi, { ec_travel_by: 'Air' });
    expect(byAir.statusCode).toBe(air ? 200 : 400);
  });
});

describe('the field a refusal names', () => {
  it('names the city abroad: where from, or where to', async () => {
    const gold = await eligibleMember(w.t, { plan: 'GOLD' });
    const cities = (await call(gold, 'GET', '/etccitylist')).json().data as {
      etc_city_id: number;
      etc_city_name: string;
    }[];
    const accra = cities.find((c) => c.etc_city_name === 'Accra')?.etc_city_id;
    const from = await applyEtc(gold, { ec_from: accra, ec_to: w.lagos });
    expect([from.statusCode, from.json().message, from.json().data]).toEqual([
      400,
      POP_ETC_MESSAGES.abroadNotCovered('GOLD'),
      { field: 'ec_from' },
    ]);
    const to = await applyEtc(gold, { ec_to: accra });
    expect(to.json().data).toEqual({ field: 'ec_to' });
    const air = await applyEtc(await eligibleMember(w.t), { ec_travel_by: 'Air' });
    expect(air.json().data).toEqual({ field: 'ec_travel_by' });
  });

  it('names the city not on the list: where from, or where to', async () => {
    const m = await eligibleMember(w.t);
    const from = await applyEtc(m, { ec_from: 999_999 });
    expect([from.statusCode, from.json().message, from.json().data]).toEqual([
      400,
      POP_ETC_MESSAGES.unknownCity,
      { field: 'ec_from' },
    ]);
    const to = await applyEtc(m, { ec_to: 999_999 });
    expect([to.statusCode, to.json().message, to.json().data]).toEqual([
      400,
      POP_ETC_MESSAGES.unknownCity,
      { field: 'ec_to' },
    ]);
  });

  it('names the POP’s past repayment date and the item not on the list', async () => {
    const m = await eligibleMember(w.t);
    const past = await applyPop(m, { pr_repayment_date: '12/02/2026' });
    expect([past.statusCode, past.json().message, past.json().data]).toEqual([
      400,
      POP_ETC_MESSAGES.pastRepayment,
      { field: 'pr_repayment_date' },
    ]);
    const item = await applyPop(m, { pr_item_id: 999_999 });
    expect([item.statusCode, item.json().message, item.json().data]).toEqual([
      400,
      POP_ETC_MESSAGES.unknownItem,
      { field: 'pr_item_id' },
    ]);
  });

  it('refuses a new application while an amount of that kind is owed without one on record', async () => {
    const m = await eligibleMember(w.t);
    await w.t.database.db.transaction((tx) =>
      post(
        tx,
        popDisbursed({
          key: `test-old-pop:${m.userId}`,
          memberId: m.userId,
          amountKobo: 500_000n,
          description: 'POP lent before applications were recorded',
          at: w.t.clock.now(),
        }),
      ),
    );
    expect(refusal(await applyPop(m))).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('POP')]);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.pop_status).toBe(2);
    expect((await applyEtc(m)).statusCode).toBe(200);
  });

  it('records when an application was cancelled', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyPop(m)).json().data;
    w.t.clock.set('2026-12-03T09:30:00Z');
    await call(m, 'POST', '/cancelpurchaseorderpower');
    w.t.clock.set(NOW);
    const [row] = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.id, app.id));
    expect([row?.status, row?.cancelledAt?.toISOString()]).toEqual([3, '2026-12-03T09:30:00.000Z']);
  });
});
