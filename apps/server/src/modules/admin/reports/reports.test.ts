import { REPORT_NAMES, type Report } from '@trust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, payouts } from '../../../db/schema/index.ts';
import { checkLedger } from '../../../ledger/check.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';
import { tableCsv } from './csv.ts';

let t: TestApp;
let finance: Awaited<ReturnType<typeof createMember>>;
const DAY = 86_400_000;

const report = async (name: string): Promise<Report> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/${name}`,
    headers: finance.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const find = (r: Report, key: string, value: unknown) => r.rows.find((row) => row[key] === value);

// A small fund: two savers (one by card, one by transfer), a locked member with four missed weeks, a
// referral earning, a pending cash-out and a sent redemption.
let saver: Awaited<ReturnType<typeof createMember>> & { membershipId: number };
let payer: Awaited<ReturnType<typeof createMember>> & { membershipId: number };
let locked: Awaited<ReturnType<typeof createMember>> & { membershipId: number };

beforeAll(async () => {
  t = await createTestApp();
  finance = await createMember(t, { user: { role: 'finance' } });
  const start = new Date(t.clock.now().getTime() - 30 * DAY);
  saver = await createMember(t, { plan: 'SILVER', startedAt: start, user: { fullName: 'Ada Saver' } });
  payer = await createMember(t, {
    plan: 'GOLD',
    startedAt: start,
    pays: 'transfer',
    user: { fullName: 'Bayo Payer' },
  });
  locked = await createMember(t, {
    plan: 'SILVER',
    startedAt: start,
    user: { fullName: 'Chidi Locked', status: 3 },
  });
  await postToMember(t, saver.userId, 'contribution', 150_000n, 'c1');
  await postToMember(t, saver.userId, 'contribution', 150_000n, 'c2');
  await postToMember(t, payer.userId, 'contribution', 300_000n, 'c3');
  await postToMember(t, saver.userId, 'referral-earning', 50_000n, 'r1');
  await postToMember(t, payer.userId, 'membership-fee', 100_000n, 'f1');
  const week = (m: { userId: number; membershipId: number }, n: number, status: string, source: string) => ({
    userId: m.userId,
    membershipId: m.membershipId,
    cycleNumber: 1,
    week: n,
    dueAt: new Date(start.getTime() + (n - 1) * 7 * DAY),
    amountKobo: 150_000n,
    status,
    source,
  });
  await t.database.db
    .insert(contributionWeeks)
    .values([
      week(saver, 1, 'paid', 'card'),
      week(saver, 2, 'paid', 'card'),
      week(payer, 1, 'paid', 'transfer'),
      week(payer, 2, 'missed', 'none'),
      ...[1, 2, 3, 4].map((n) => week(locked, n, 'missed', 'none')),
    ]);
  const payout = (userId: number, kind: string, status: string, amountKobo: bigint) => ({
    userId,
    kind,
    status,
    amountKobo,
    reference: `${kind}:${userId}:${status}`,
    bankName: 'Guaranty Trust Bank',
    accountNumber: '0123456789',
    accountHolderName: '=HYPERLINK("http://x")',
    createdAt: t.clock.now(),
  });
  await t.database.db
    .insert(payouts)
    .values([
      payout(saver.userId, 'cashout', 'pending', 700_000n),
      payout(payer.userId, 'redemption', 'sent', 20_000n),
    ]);
});
afterAll(() => t.close());

describe('the console’s reports', () => {
  it('list every report for finance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: finance.headers });
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual([...REPORT_NAMES]);
  });

  it('trial balance: debits equal credits, and it agrees with the ledger check and the sum of postings', async () => {
    const r = await report('trial-balance');
    expect(r.totals?.debit).toBe(r.totals?.credit);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    const res = (await t.database.db.execute(
      sql`select a.code, sum(p.amount)::text as total from postings p join ledger_accounts a on a.id = p.account_id group by a.code`,
    )) as unknown as { rows: { code: string; total: string }[] };
    const byCode = new Map(res.rows.map((x) => [x.code, Number(x.total) / 100]));
    // Members' contributions: 1,500 + 1,500 + 3,000 saved, less the 1,000 fee = 5,000 credit.
    expect(find(r, 'account', 'member:*:contributions')).toMatchObject({
      debit: 0,
      credit: 5_000,
      accounts: 2,
    });
    expect(find(r, 'account', 'asset:provider-clearing')).toMatchObject({
      debit: byCode.get('asset:provider-clearing'),
      credit: 0,
    });
    expect(find(r, 'account', 'income:membership-fees')).toMatchObject({ credit: 1_000 });
    expect(find(r, 'account', 'expense:referral-earnings')).toMatchObject({ debit: 500 });
    expect(r.totals?.debit).toBe([...byCode.values()].filter((v) => v > 0).reduce((s, v) => s + v, 0));
  });

  it('account balances read each account on its natural side', async () => {
    const r = await report('account-balances');
    expect(find(r, 'account', 'member:*:contributions')?.balance).toBe(5_000);
    expect(find(r, 'account', 'asset:provider-clearing')?.balance).toBe(6_000);
    expect(find(r, 'account', 'member:*:earnings')?.balance).toBe(500);
  });

  it('contributions by week: due, collected, paid by card, by transfer, missed', async () => {
    const r = await report('contributions-by-week');
    expect(r.totals).toMatchObject({
      periods: 8,
      expected: 12_000,
      card: 3_000,
      transfer: 1_500,
      missed: 7_500,
    });
    expect(r.totals?.missed_count).toBe(5);
    expect(r.rows.reduce((s, w) => s + Number(w.expected), 0)).toBe(12_000);
    expect(r.totals?.collected).toBe(4_500);
    expect(r.chart).toEqual({ x: 'week', series: ['expected', 'collected'] });
  });

  it('members by plan, status and title (operators not counted)', async () => {
    const r = await report('members');
    const count = (grouping: string, name: string) =>
      r.rows.find((x) => x.grouping === grouping && x.name === name)?.members;
    expect(count('Plan', 'SILVER')).toBe(2);
    expect(count('Plan', 'GOLD')).toBe(1);
    expect(count('Status', 'Active')).toBe(2);
    expect(count('Status', 'Locked')).toBe(1);
    expect(count('Title', 'Ordinary')).toBe(3);
  });

  it('locked and at-risk members: the locked first, then by missed periods', async () => {
    const r = await report('at-risk-members');
    expect(r.rows.map((x) => [x.name, x.status, x.missed, x.missed_amount])).toEqual([
      ['Chidi Locked', 'Locked', 4, 6_000],
      ['Bayo Payer', 'Active', 1, 1_500],
    ]);
  });

  it('cash-outs due: members whose window opens in the coming 12 months, with their savings', async () => {
    const r = await report('cashouts-due');
    expect(r.totals).toMatchObject({ members: 3, saved: 5_000 });
  });

  it('payouts sent and pending, and referral earnings paid', async () => {
    const p = await report('payouts');
    expect(p.rows.map((x) => [x.kind, x.status, x.payouts, x.amount])).toEqual([
      ['cashout', 'pending', 1, 7_000],
      ['redemption', 'sent', 1, 200],
    ]);
    const e = await report('referral-earnings');
    expect(e.totals).toMatchObject({ earnings: 1, amount: 500 });
  });

  it('download as CSV with the totals row, money with 2 decimals, formula-like text made inert', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/payouts/csv',
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="payouts-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.split('\r\n')).toEqual([
      'Kind,Status,Payouts,Amount',
      'cashout,pending,1,7000.00',
      'redemption,sent,1,200.00',
      'Total,,2,7200.00',
      '',
    ]);
    const csv = tableCsv(
      [{ key: 'name', label: 'Name', kind: 'text' }],
      [{ name: '=HYPERLINK("x")' }, { name: '-2+3' }],
    );
    expect(csv).toBe('Name\r\n"\'=HYPERLINK(""x"")"\r\n\'-2+3\r\n');
  });

  it('refuse an unknown report with 400 and the message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/salaries',
      headers: finance.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Report not found');
  });
});
