import { NO_RECORDS } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postToMember } from '../../test/ledger.ts';
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
