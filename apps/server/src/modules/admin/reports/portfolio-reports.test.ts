import { REPORT_MESSAGES, type Report } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, loans, popEtcApplications } from '../../../db/schema/index.ts';
import {
  loanDisbursed,
  loanRepaid,
  popDisbursed,
  popRepaid,
  post,
  type Transfer,
} from '../../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember, type TestMember } from '../../../test/members.ts';
import { pdfPages } from '../../../test/pdf-text.ts';
import { buildReport } from './service.ts';

// A small fund on 1 June 2026 (Lagos) with known loans, missed weeks, POP, ETC, fees and savings,
// so every figure below is worked out by hand.
let t: TestApp;
let finance: TestMember;
let admin: TestMember;
let support: TestMember;
let member: TestMember;
const START = new Date('2026-01-05T09:00:00Z');
const TODAY = new Date('2026-06-01T09:00:00Z');

const get = (url: string, who: TestMember = finance) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/${url}`, headers: who.headers });
const report = async (url: string): Promise<Report> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const postAt = (transfer: Transfer) => t.database.db.transaction((tx) => post(tx, transfer));
const rowOf = (r: Report, key: string, value: string) => r.rows.find((row) => row[key] === value);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  const ada = await createMember(t, {
    plan: 'SILVER',
    user: { fullName: 'Ada Saver', address: '4 Oba Adesida Road, Akure, Ondo State' },
  });
  const bayo = await createMember(t, {
    plan: 'GOLD',
    user: { fullName: 'Bayo Payer', address: '12 Allen Avenue, Ikeja, Lagos, Nigeria' },
  });
  const borrowers = await Promise.all(
    ['Chidi', 'Dayo', 'Efe'].map((name) =>
      createMember(t, { user: { fullName: `${name} Borrower`, address: 'Wuse 2, Abuja' } }),
    ),
  );
  const [chidi, dayo, efe] = borrowers as [TestMember, TestMember, TestMember];
  t.clock.set(TODAY);
  finance = await createMember(t, { user: { role: 'finance' } });
  admin = await createMember(t, { user: { role: 'admin' } });
  support = await createMember(t, { user: { role: 'support' } });
  member = await createMember(t, { plan: 'SILVER', startedAt: START });

  // Savings and fees: Ada saves N55,000 and pays her N3,000 fee from it on 5 Jan; Bayo saves
  // N115,000.50 and pays N15,000 at 23:30 UTC on 5 Jan, which is 6 Jan in Lagos.
  await postToMember(t, ada.userId, 'contribution', 5_500_000n, 'ada-c', START);
  await postToMember(t, ada.userId, 'membership-fee', 300_000n, 'ada-f', START);
  await postToMember(t, bayo.userId, 'contribution', 11_500_050n, 'bayo-c', START);
  await postToMember(
    t,
    bayo.userId,
    'membership-fee',
    1_500_000n,
    'bayo-f',
    new Date('2026-01-05T23:30:00Z'),
  );
  await postToMember(t, ada.userId, 'referral-earning', 15_000n, 'ada-r', new Date('2026-03-10T09:00:00Z'));

  // Loans: [member, amount, disbursed, repayment date, repaid, repaid on, ended].
  const lend = async (
    who: TestMember,
    naira: number,
    disbursedAt: string,
    repaymentDate: string,
    repaid?: { naira: number; at: string; ended?: boolean },
  ) => {
    const amountKobo = BigInt(naira * 100);
    await t.database.db.insert(loans).values({
      userId: who.userId,
      amountKobo,
      repaymentDate,
      state: repaid?.ended ? 'repaid' : 'disbursed',
      createdAt: new Date(disbursedAt),
      disbursedAt: new Date(disbursedAt),
      endedAt: repaid?.ended ? new Date(repaid.at) : null,
    });
    const d = { memberId: who.userId, amountKobo, description: 'loan', at: new Date(disbursedAt) };
    await postAt(loanDisbursed({ ...d, key: `loan-${who.userId}` }));
    if (repaid)
      await postAt(
        loanRepaid({
          ...d,
          key: `repay-${who.userId}`,
          amountKobo: BigInt(repaid.naira * 100),
          at: new Date(repaid.at),
          from: 'provider',
        }),
      );
  };
  // Disbursed at 23:30 UTC on 28 Feb: 1 March in Lagos.
  await lend(ada, 10_000, '2026-02-28T23:30:00Z', '2026-07-01', { naira: 2_000, at: '2026-04-01T09:00:00Z' });
  await lend(bayo, 20_000, '2026-02-01T09:00:00Z', '2026-05-15');
  await lend(chidi, 30_000, '2026-01-10T09:00:00Z', '2026-04-01');
  await lend(dayo, 40_000, '2026-01-06T09:00:00Z', '2026-02-01');
  await lend(efe, 5_000, '2026-01-10T09:00:00Z', '2026-03-01', {
    naira: 5_000,
    at: '2026-02-20T09:00:00Z',
    ended: true,
  });

  // Missed weeks: [member, due day, amount, paid late on].
  const week = (
    who: TestMember & { membershipId: number },
    n: number,
    due: string,
    naira: number,
    paidLateAt?: string,
  ) => ({
    userId: who.userId,
    membershipId: who.membershipId,
    cycleNumber: 1,
    week: n,
    dueAt: new Date(`${due}T09:00:00Z`),
    amountKobo: BigInt(naira * 100),
    status: 'missed',
    source: 'none',
    paidLateAt: paidLateAt ? new Date(`${paidLateAt}T09:00:00Z`) : null,
  });
  await t.database.db.insert(contributionWeeks).values([
    week(ada, 21, '2026-05-28', 1_000),
    week(ada, 18, '2026-05-07', 1_000),
    week(ada, 14, '2026-04-09', 1_000),
    week(ada, 15, '2026-04-16', 1_000, '2026-05-10'),
    week(bayo, 8, '2026-02-26', 5_000),
    week(bayo, 11, '2026-03-19', 5_000),
    // Paid on time: never arrears.
    { ...week(bayo, 12, '2026-03-26', 5_000), status: 'paid', source: 'card' },
  ]);

  // POP and ETC: Ada's POP in use (N20,000, N5,000 repaid, due 1 May); Bayo's ETC waiting; Bayo's
  // POP application cancelled on 1 May.
  const app = (who: TestMember, kind: 'pop' | 'etc', status: number, naira: number, created: string) => ({
    userId: who.userId,
    kind,
    status,
    amountKobo: BigInt(naira * 100),
    reason: 'test',
    repaymentDate: '2026-05-01',
    createdAt: new Date(`${created}T09:00:00Z`),
  });
  await t.database.db
    .insert(popEtcApplications)
    .values([
      { ...app(ada, 'pop', 2, 20_000, '2026-02-25'), disbursedAt: new Date('2026-03-01T09:00:00Z') },
      app(bayo, 'etc', 1, 100_000, '2026-05-30'),
      { ...app(bayo, 'pop', 3, 50_000, '2026-04-20'), cancelledAt: new Date('2026-05-01T09:00:00Z') },
    ]);
  const pop = { memberId: ada.userId, description: 'pop', at: new Date('2026-03-01T09:00:00Z') };
  await postAt(popDisbursed({ ...pop, key: 'pop-ada', amountKobo: 2_000_000n }));
  await postAt(
    popRepaid({
      ...pop,
      key: 'pop-ada-r',
      amountKobo: 500_000n,
      at: new Date('2026-04-10T09:00:00Z'),
      from: 'provider',
    }),
  );
});
afterAll(() => t.close());

describe('loans outstanding and portfolio at risk', () => {
  it('ages every loan still owed by days past its repayment date, with PAR 1, 30, 60 and 90', async () => {
    const r = await report('loans-outstanding');
    expect(r.range).toEqual({ kind: 'as-at', from: null, to: '2026-06-01' });
    expect(r.rows.map((x) => [x.age, x.loans, x.outstanding, x.share])).toEqual([
      ['Not yet due', 1, 8_000, 8.16],
      ['1–30 days overdue', 1, 20_000, 20.41],
      ['31–60 days overdue', 0, 0, 0],
      ['61–90 days overdue', 1, 30_000, 30.61],
      ['Over 90 days overdue', 1, 40_000, 40.82],
    ]);
    expect(r.totals).toEqual({ age: 'Total', loans: 4, outstanding: 98_000, share: 100 });
    expect(Object.fromEntries(r.figures.map((f) => [f.key, f.value]))).toEqual({
      loans: 4,
      outstanding: 98_000,
      par1: 91.84,
      par30: 71.43,
      par60: 71.43,
      par90: 40.82,
      written_off_loans: 0,
      written_off: 0,
    });
  });

  it('reads the books at the end of the day chosen: later repayments, disbursals and due dates do not count', async () => {
    const r = await report('loans-outstanding?to=2026-04-30');
    // Ada's repayment of 1 April counts; Efe's loan ended on 20 Feb; Chidi 29 days late, Dayo 88.
    expect(r.rows.map((x) => x.outstanding)).toEqual([28_000, 30_000, 0, 40_000, 0]);
    expect(r.figures.find((f) => f.key === 'par90')?.value).toBe(0);
    expect(r.figures.find((f) => f.key === 'par30')?.value).toBe(40.82);
  });

  it('counts a loan due today as not yet due, and one day later as 1 day overdue', async () => {
    const due = await report('loans-outstanding?to=2026-02-01');
    // Bayo's (disbursed that morning), Chidi's, Dayo's and Efe's (repaid 20 Feb), all on time.
    expect(due.totals).toMatchObject({ loans: 4, outstanding: 95_000 });
    expect(due.figures.find((f) => f.key === 'par1')?.value).toBe(0);
    const late = await report('loans-outstanding?to=2026-02-02');
    expect(late.rows[1]).toMatchObject({ loans: 1, outstanding: 40_000 });
  });

  it('counts a disbursal from the Lagos day it happened (23:30 UTC is the next day)', async () => {
    // Efe's loan ended on 20 Feb; Ada's arrives on 1 March.
    expect((await report('loans-outstanding?to=2026-02-28')).totals?.loans).toBe(3);
    expect((await report('loans-outstanding?to=2026-03-01')).totals?.loans).toBe(4);
  });
});

describe('contributions and arrears', () => {
  it('ages missed periods not made good, in members’ current cycles', async () => {
    const r = await report('contribution-arrears');
    expect(r.rows.map((x) => [x.age, x.periods, x.members, x.amount])).toEqual([
      ['Up to 7 days', 1, 1, 1_000],
      ['8–28 days (within the 4-week grace)', 1, 1, 1_000],
      ['29–60 days', 1, 1, 1_000],
      ['61–90 days', 1, 1, 5_000],
      ['Over 90 days', 1, 1, 5_000],
    ]);
    expect(r.totals).toMatchObject({ periods: 5, amount: 13_000 });
    // On 1 May the week of 16 April was still unpaid (paid late on 10 May): 15 days old, beside
    // the week of 9 April (22 days); the May weeks had not fallen due.
    const before = await report('contribution-arrears?to=2026-05-01');
    expect(before.rows[1]).toMatchObject({ periods: 2, members: 1, amount: 2_000 });
    expect(before.totals).toMatchObject({ periods: 4, amount: 12_000 });
  });

  it('sets due against collected per week over the dates chosen, both days included', async () => {
    const r = await report('contributions-by-week?from=2026-03-19&to=2026-03-26');
    expect(r.range).toEqual({ kind: 'period', from: '2026-03-19', to: '2026-03-26' });
    expect(r.rows.map((x) => [x.week, x.expected, x.collected, x.missed])).toEqual([
      ['2026-03-16', 5_000, 0, 5_000],
      ['2026-03-23', 5_000, 5_000, 0],
    ]);
    const one = await report('contributions-by-week?from=2026-03-20&to=2026-03-26');
    expect(one.rows.map((x) => x.week)).toEqual(['2026-03-23']);
    expect(one.chart.series).toEqual(['expected', 'collected']);
  });
});

describe('cash-out liability and POP/ETC', () => {
  it('owes savings plus the trust bonus at each cycle’s end (bonus half to even per member)', async () => {
    const r = await report('cashout-liability');
    expect(r.range).toEqual({ kind: 'period', from: '2026-06-01', to: '2027-05-31' });
    // Ada N52,000 at 0.5% = N260; Bayo N100,000.50 at 1% = 100,000.5 kobo, to the even N1,000.00.
    expect(r.rows).toEqual([
      { month: '2027-01', members: 3, saved: 152_000.5, bonus: 1_260, owed: 153_260.5, fee: 21_000 },
    ]);
    const none = await report('cashout-liability?from=2027-02-01&to=2027-12-31');
    expect(none.rows).toEqual([]);
  });

  it('POP and ETC: waiting, in use, outstanding and overdue at the end of the day', async () => {
    const r = await report('pop-etc-outstanding');
    expect(r.rows).toEqual([
      {
        kind: 'Purchase Order Power (POP)',
        waiting: 0,
        in_use: 1,
        overdue: 1,
        waiting_amount: 0,
        outstanding: 15_000,
        overdue_amount: 15_000,
      },
      {
        kind: 'Emergency Travel Cover (ETC)',
        waiting: 1,
        in_use: 0,
        overdue: 0,
        waiting_amount: 100_000,
        outstanding: 0,
        overdue_amount: 0,
      },
    ]);
    // On 25 April: Bayo's POP application was waiting, Ada's POP not yet overdue, still N15,000 owed.
    const april = await report('pop-etc-outstanding?to=2026-04-25');
    expect(april.rows[0]).toMatchObject({
      waiting: 1,
      waiting_amount: 50_000,
      outstanding: 15_000,
      overdue: 0,
    });
    expect(april.rows[1]).toMatchObject({ waiting: 0 });
  });
});

describe('income statement and balance sheet', () => {
  it('income statement: fees earned less earnings and bonuses granted over the Lagos days chosen', async () => {
    const r = await report('income-statement');
    expect(r.range).toEqual({ kind: 'period', from: '2026-01-01', to: '2026-06-01' });
    expect(r.rows.map((x) => [x.section, x.line, x.amount])).toEqual([
      ['Income', 'Membership fees', 18_000],
      ['Expenses', 'Referral earnings granted', 150],
      ['Expenses', 'Trust bonuses granted', 0],
    ]);
    expect(r.totals).toEqual({ section: 'Surplus (deficit)', line: null, amount: 17_850 });
    // Bayo's fee at 23:30 UTC on 5 Jan falls on 6 Jan in Lagos.
    expect((await report('income-statement?from=2026-01-05&to=2026-01-05')).totals?.amount).toBe(3_000);
    expect((await report('income-statement?from=2026-01-06&to=2026-06-01')).totals?.amount).toBe(14_850);
  });

  it('balance sheet: assets equal liabilities plus equity, today and at any past date', async () => {
    const r = await report('balance-sheet');
    const line = (name: string) => rowOf(r, 'line', name)?.amount;
    expect(line('Held at the payment provider')).toBe(182_000.5);
    expect(line('Loans to members')).toBe(98_000);
    expect(line('POP owed by members')).toBe(15_000);
    expect(line('Members’ savings')).toBe(152_000.5);
    expect(line('Members’ earnings')).toBe(150);
    expect(line('Payouts approved, not yet sent')).toBe(125_000);
    expect(line('Surplus to date (income less expenses)')).toBe(17_850);
    const figures = Object.fromEntries(r.figures.map((f) => [f.key, f.value]));
    expect(figures).toEqual({ assets: 295_000.5, liabilities: 277_150.5, equity: 17_850, balances: 'Yes' });
    for (const to of ['2026-01-05', '2026-02-28', '2026-03-10', '2026-04-30']) {
      const past = await report(`balance-sheet?to=${to}`);
      const f = Object.fromEntries(past.figures.map((x) => [x.key, Number(x.value) || x.value]));
      expect(f.balances, to).toBe('Yes');
      expect(Math.round((Number(f.liabilities) + Number(f.equity)) * 100)).toBe(
        Math.round(Number(f.assets) * 100),
      );
    }
    // On 5 Jan (Lagos): the two savings and Ada's fee only.
    const jan = await report('balance-sheet?to=2026-01-05');
    expect(Object.fromEntries(jan.figures.map((f) => [f.key, f.value]))).toMatchObject({
      assets: 170_000.5,
      liabilities: 167_000.5,
      equity: 3_000,
    });
  });

  it('members by plan, status, title and the state their address names', async () => {
    const r = await report('members');
    const count = (grouping: string, name: string) =>
      r.rows.find((x) => x.grouping === grouping && x.name === name)?.members;
    expect(count('State', 'Ondo')).toBe(1);
    expect(count('State', 'Lagos')).toBe(1);
    expect(count('State', 'FCT Abuja')).toBe(3);
    expect(count('State', 'Not given')).toBe(1);
    expect(count('Plan', 'No plan')).toBe(3);
  });
});

describe('dates, files and roles', () => {
  it.each([
    ['loans-outstanding?to=2026-06-02', 'to', REPORT_MESSAGES.toInFuture],
    ['income-statement?from=2026-05-02&to=2026-05-01', 'from', REPORT_MESSAGES.fromAfterTo],
    ['income-statement?from=2026-02-30', 'from', REPORT_MESSAGES.fromInvalid],
    ['income-statement?to=01/06/2026', 'to', REPORT_MESSAGES.toInvalid],
    ['income-statement?from=2020-01-01&to=2026-06-01', 'from', REPORT_MESSAGES.tooLong],
    ['cashout-liability?to=2032-01-01', 'to', REPORT_MESSAGES.toInFuture],
  ])('refuses %s with 400 and a message naming %s', async (url, field, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, data: { field } });
  });

  it('takes today in Lagos as the last day (23:30 UTC is already tomorrow)', async () => {
    const late = new Date('2026-06-01T23:30:00Z');
    const r = await buildReport(t.database.db, 'loans-outstanding', late, { to: '2026-06-02' });
    expect(r.range.to).toBe('2026-06-02');
    await expect(buildReport(t.database.db, 'loans-outstanding', late, { to: '2026-06-03' })).rejects.toThrow(
      REPORT_MESSAGES.toInFuture,
    );
  });

  it('downloads the ageing table as CSV with per cents and the totals row', async () => {
    const res = await get('loans-outstanding/csv?to=2026-06-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="loans-outstanding-2026-06-01.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'Age,Loans,Outstanding,Share of portfolio',
      'Not yet due,1,8000.00,8.16',
      '1–30 days overdue,1,20000.00,20.41',
      '31–60 days overdue,0,0.00,0.00',
      '61–90 days overdue,1,30000.00,30.61',
      'Over 90 days overdue,1,40000.00,40.82',
      'Total,4,98000.00,100.00',
      '',
    ]);
  });

  it('prints a PDF with the title, dates, headline figures and every table line', async () => {
    const res = await get('income-statement/pdf?from=2026-01-01&to=2026-06-01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="income-statement-2026-01-01-to-2026-06-01.pdf"',
    );
    const [page] = await pdfPages(res.rawPayload);
    expect(page).toContain('Income statement');
    expect(page).toContain('1 Jan 2026 to 1 Jun 2026');
    expect(page).toContain('Surplus (deficit)');
    expect(page).toMatch(/Membership fees\s+N18,000/);
    expect(page).toMatch(/Referral earnings granted\s+N150/);
    expect(page).toContain('N17,850');
    expect(page).toContain('Page 1 of 1');
    const par = await pdfPages((await get('loans-outstanding/pdf')).rawPayload);
    expect(par[0]).toMatch(/PAR 30\s+71\.43%/);
    expect(par[0]).toContain('As at the end of 1 Jun 2026');
  });

  it('is finance’s and an admin’s: a member and another operator get 403', async () => {
    for (const url of ['balance-sheet', 'balance-sheet/csv', 'balance-sheet/pdf']) {
      expect((await get(url, member)).statusCode, url).toBe(403);
      expect((await get(url, support)).statusCode, url).toBe(403);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports/balance-sheet' })).statusCode).toBe(
      401,
    );
  });
});
