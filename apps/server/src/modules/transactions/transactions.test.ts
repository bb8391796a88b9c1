import { NO_RECORDS } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etcCities, loans, popEtcApplications } from '../../db/schema/index.ts';
import { seedPopEtc } from '../../seed/pop-etc.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { lendTo, postToMember } from '../../test/ledger.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
let ada: Awaited<ReturnType<typeof createMember>>;
let tunde: Awaited<ReturnType<typeof createMember>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  ada = await createMember(t, { plan: 'SILVER' });
  tunde = await createMember(t, { plan: 'GOLD' });
  const start = new Date('2026-01-05T09:00:00Z');
  // 25 weekly contributions of N1,000 for Ada, one of N5,000 for Tunde, and an earning for Ada
  for (let w = 0; w < 25; w++) {
    await postToMember(
      t,
      ada.userId,
      'contribution',
      100_000n,
      `c:${ada.userId}:${w}`,
      new Date(start.getTime() + w * 7 * DAY),
    );
  }
  await postToMember(t, tunde.userId, 'contribution', 500_000n, `c:${tunde.userId}:0`, start);
  await postToMember(t, ada.userId, 'referral-earning', 15_000n, `e:${ada.userId}:1`, start);
  await postToMember(t, ada.userId, 'loan', 2_000_000n, `l:${ada.userId}:1`, start);
});
afterAll(() => t.close());

const list = (headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/transactions', headers, payload: body });

describe('POST /transactions', () => {
  it('pages the contributions tab 10 at a time, newest first, with the total', async () => {
    const res = await list(ada.headers, { trans_type: 'contribution', offset: 1, count: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_records).toBe(25);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ trans_amount: 1000, status: 'Paid', trans_date: '06/22/2026' });
    const page3 = await list(ada.headers, { trans_type: 'contribution', offset: 3, count: 10 });
    expect(page3.json().data).toHaveLength(5);
    expect(page3.json().data.at(-1).trans_date).toBe('01/05/2026');
  });

  it('filters by From/To (MM/DD/YYYY, whole days in Lagos time) and orders ascending on request', async () => {
    const res = await list(ada.headers, {
      trans_type: 'contribution',
      trans_from_date: '01/12/2026',
      trans_to_date: '01/26/2026',
      orderby: 'asc',
    });
    expect(res.json().total_records).toBe(3);
    expect(res.json().data.map((r: { trans_date: string }) => r.trans_date)).toEqual([
      '01/12/2026',
      '01/19/2026',
      '01/26/2026',
    ]);
  });

  it('moves an end date before the start to the start', async () => {
    const res = await list(ada.headers, {
      trans_type: 'contribution',
      trans_from_date: '01/19/2026',
      trans_to_date: '01/01/2026',
    });
    expect(res.json().total_records).toBe(1);
  });

  it('lists earnings and loans from their own accounts', async () => {
    const earn = await list(ada.headers, { trans_type: 'referal' });
    expect(earn.json()).toMatchObject({ total_records: 1, data: [{ trans_amount: 150, status: 'Earned' }] });
    const loans = await list(ada.headers, { trans_type: 'loan' });
    expect(loans.json()).toMatchObject({
      total_records: 1,
      data: [{ trans_amount: 20000, status: 'Disbursed' }],
    });
  });

  it('names the POP item, the ETC trip and the loan of each row from their records', async () => {
    const db = t.database.db;
    const m = await createMember(t, { plan: 'PLATINUM' });
    await seedPopEtc(db);
    const city = async (name: string) =>
      (await db.select().from(etcCities).where(eq(etcCities.name, name)))[0]?.id ?? null;
    const at = t.clock.now();
    const application = (v: Partial<typeof popEtcApplications.$inferInsert>) =>
      db
        .insert(popEtcApplications)
        .values({
          userId: m.userId,
          kind: 'pop',
          status: 3,
          amountKobo: 2_000_000n,
          reason: 'For the shop',
          repaymentDate: '2026-04-01',
          createdAt: at,
          disbursedAt: at,
          ...v,
        })
        .returning();
    const [pop] = await application({ itemName: 'Sewing machine', deliveryLocation: '3 Ojo Road' });
    await lendTo(t, m.userId, 'pop', 2_000_000n, `pop-disbursal:${pop?.id}`);
    const [oneWay] = await application({
      kind: 'etc',
      fromCityId: await city('Lagos'),
      toCityId: await city('Accra'),
      coverType: 'One Way',
      travelBy: 'Air',
      travelDate: '2026-02-10',
    });
    await lendTo(t, m.userId, 'etc', 2_000_000n, `etc-disbursal:${oneWay?.id}`);
    const [round] = await application({
      kind: 'etc',
      fromCityId: await city('Kano'),
      toCityId: await city('Abuja'),
      coverType: 'Round Trip',
      travelBy: 'Bus',
      travelDate: '2026-02-10',
      returnDate: '2026-02-14',
    });
    await lendTo(t, m.userId, 'etc', 2_000_000n, `etc-disbursal:${round?.id}`);
    const [loan] = await db
      .insert(loans)
      .values({
        userId: m.userId,
        amountKobo: 5_000_000n,
        repaymentDate: '2026-03-01',
        state: 'disbursed',
        createdAt: at,
        disbursedAt: at,
      })
      .returning();
    await lendTo(t, m.userId, 'loan', 5_000_000n, `loan:${loan?.id}:disbursal`);
    // A repayment is keyed by its payment reference: it belongs to the loan lent before it.
    await postToMember(t, m.userId, 'repayment', 1_000_000n, 'LR-REPAY-1', new Date(at.getTime() + DAY));

    const popRows = (await list(m.headers, { trans_type: 'pop' })).json().data;
    expect(popRows).toMatchObject([{ pop_item_name: 'Sewing machine', trans_amount: 20000 }]);
    const etcRows = (await list(m.headers, { trans_type: 'etc', orderby: 'asc' })).json().data;
    expect(etcRows).toMatchObject([
      { etc_from: 'Lagos', etc_to: 'Accra, Ghana', etc_type: 'One Way', etc_return_date: null },
      { etc_from: 'Kano', etc_to: 'Abuja', etc_type: 'Round Trip', etc_return_date: '02/14/2026' },
    ]);
    const loanRows = (await list(m.headers, { trans_type: 'loan' })).json().data;
    expect(loanRows.map((r: { loan_id: number; status: string }) => [r.status, r.loan_id])).toEqual([
      ['Repaid', loan?.id],
      ['Disbursed', loan?.id],
    ]);
    // The View link's loan opens for its borrower, and the ledger entry's id is not a loan id.
    expect(loanRows[0].trans_id).not.toBe(loan?.id);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/getuserloandetail',
      headers: m.headers,
      payload: { loan_id: loanRows[0].loan_id },
    });
    expect(detail.json().data).toMatchObject({ loan_id: loan?.id, loan_req_amount: 50000 });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/getuserloandetail',
      headers: tunde.headers,
      payload: { loan_id: loanRows[0].loan_id },
    });
    expect(other.statusCode).toBe(404);
  });

  it('never shows another member’s transactions', async () => {
    const res = await list(tunde.headers, { trans_type: 'contribution' });
    expect(res.json().total_records).toBe(1);
    expect(res.json().data[0].trans_amount).toBe(5000);
    const none = await list(tunde.headers, { trans_type: 'referal' });
    expect(none.json()).toMatchObject({ status: 'success', message: NO_RECORDS, data: [], total_records: 0 });
  });

  it.each([
    [{ trans_type: 'savings' }],
    [{ trans_type: 'contribution', trans_from_date: '2026-01-01' }],
    [{ trans_type: 'contribution', trans_from_date: '02/30/2026' }],
    [{ trans_type: 'contribution', offset: 0 }],
    [{ trans_type: 'contribution', count: 1000 }],
  ])('refuses %j with 400', async (body) => {
    const res = await list(ada.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });

  it('answers 401 without a session', async () => {
    const res = await list({}, { trans_type: 'contribution' });
    expect(res.statusCode).toBe(401);
  });
});
