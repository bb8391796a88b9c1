import { STATEMENT_MESSAGES } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeCell } from '../../http/csv.ts';
import {
  ACCOUNTS,
  cashout,
  contributionReceived,
  memberAccount,
  memberBalances,
  membershipFee,
  post,
  referralEarning,
  type Transfer,
} from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { parseCsv } from '../../test/csv.ts';
import { postToMember } from '../../test/ledger.ts';
import { createMember, signIn, type TestMember } from '../../test/members.ts';
import { pdfPages } from '../../test/pdf-text.ts';
import { STATEMENTS_PER_10_MINUTES } from './routes.ts';
import { buildStatement } from './service.ts';

let t: TestApp;
let ada: TestMember & { membershipId: number };
let tunde: TestMember & { membershipId: number };
const DAY = 86_400_000;
const ADA_TFP = 'TFP8000000001';
const TUNDE_TFP = 'TFP8000000002';

const postAll = (...transfers: Transfer[]) =>
  t.database.db.transaction(async (tx) => {
    for (const tr of transfers) await post(tx, tr);
  });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-24T12:00:00Z');
  ada = await createMember(t, {
    plan: 'SILVER',
    startedAt: new Date('2026-01-05T09:00:00Z'),
    user: { fullName: 'Ada Okafor', tfpPin: ADA_TFP },
  });
  tunde = await createMember(t, {
    plan: 'GOLD',
    startedAt: new Date('2026-01-05T09:00:00Z'),
    user: { fullName: 'Tunde Bakare', tfpPin: TUNDE_TFP },
  });
  const a = ada.userId;
  const weekly = Array.from({ length: 30 }, (_, i) =>
    contributionReceived({
      key: `weekly-debit:${a}:1-${i + 2}`,
      description: `Weekly contribution, week ${i + 2} of cycle 1 (₦1,000)`,
      at: new Date(Date.parse('2026-01-12T08:00:00Z') + i * 7 * DAY),
      memberId: a,
      amountKobo: 100_000n,
      from: 'provider',
    }),
  );
  await postAll(
    contributionReceived({
      key: 'payment:TFP-ADA-PLAN:contribution',
      description: 'SILVER first weekly contribution',
      at: new Date('2026-01-05T09:00:00Z'),
      memberId: a,
      amountKobo: 100_000n,
      from: 'provider',
    }),
    ...weekly,
    // 23:30 UTC on 28 Feb is 00:30 on 1 Mar in Lagos: a March movement.
    contributionReceived({
      key: 'payment:SM-ADA-1:save-more',
      description: 'Save More contribution',
      at: new Date('2026-02-28T23:30:00Z'),
      memberId: a,
      amountKobo: 500_000n,
      from: 'provider',
      kind: 'save-more',
    }),
    referralEarning({
      key: 'referral:TFP-FRIEND-1:1',
      description: 'Referral earning, level 1: a member you brought in joined SILVER',
      at: new Date('2026-06-01T10:00:00Z'),
      referrerId: a,
      amountKobo: 15_000n,
    }),
    // A redemption of earnings, paid out to the member's bank.
    {
      key: `redemption:${a}:1`,
      kind: 'redemption',
      memberId: a,
      description: 'Redemption of trust earnings to your bank account',
      at: new Date('2026-07-01T10:00:00Z'),
      lines: [
        { account: memberAccount(a, 'earnings'), amount: 10_000n },
        { account: ACCOUNTS.payoutsDue, amount: -10_000n },
      ],
    },
    membershipFee({
      key: `membership-fee:${a}:2`,
      description: 'Membership fee for cycle 2, taken from contributions',
      at: new Date('2026-11-01T07:00:00Z'),
      memberId: a,
      amountKobo: 300_000n,
      from: 'contributions',
    }),
  );
  await postToMember(t, a, 'loan', 2_000_000n, `loan:${a}:1`, new Date('2026-09-01T10:00:00Z'));
  await postToMember(t, a, 'repayment', 500_000n, `repay:${a}:1`, new Date('2026-10-01T10:00:00Z'));

  const b = tunde.userId;
  await postAll(
    contributionReceived({
      key: 'payment:TFP-TUNDE-PLAN:contribution',
      description: 'GOLD first weekly contribution',
      at: new Date('2026-01-05T09:00:00Z'),
      memberId: b,
      amountKobo: 500_000n,
      from: 'provider',
    }),
    cashout({
      key: `cashout:${b}:1`,
      description: 'Cash-out of cycle 1',
      at: new Date('2026-11-20T10:00:00Z'),
      memberId: b,
      contributionsKobo: 500_000n,
      trustBonusKobo: 5_000n,
      membershipFeeKobo: 0n,
    }),
  );
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/statement?${query}`, headers });

const naira = (kobo: bigint) => (Number(kobo) / 100).toFixed(2);

describe('a statement of account', () => {
  it('the statement’s totals equal the ledger’s balances for the range', async () => {
    const s = await buildStatement(
      t.database.db,
      ada.userId,
      { from: '2026-01-01', to: '2026-11-24' },
      t.clock.now(),
    );
    const balances = await memberBalances(t.database.db, ada.userId);
    expect(s.sections.map((x) => x.kind)).toEqual(['contributions', 'earnings', 'loan']);
    for (const sec of s.sections) {
      expect(sec.openingKobo).toBe(0n);
      expect(sec.openingKobo + sec.totalInKobo - sec.totalOutKobo).toBe(sec.closingKobo);
      expect(sec.lines.at(-1)?.balanceKobo).toBe(sec.closingKobo);
      expect(sec.closingKobo).toBe(balances[sec.kind]);
    }
    const savings = s.sections[0];
    // 31 contributions of N1,000 and Save More of N5,000 in, the N3,000 fee out.
    expect(savings?.totalInKobo).toBe(3_600_000n);
    expect(savings?.totalOutKobo).toBe(300_000n);
    expect(savings?.closingKobo).toBe(3_300_000n);
    expect(s.sections[1]).toMatchObject({ totalInKobo: 15_000n, totalOutKobo: 10_000n, closingKobo: 5_000n });
    expect(s.sections[2]).toMatchObject({ moneyIn: 'Borrowed', moneyOut: 'Repaid', closingKobo: 1_500_000n });
    expect(s.member).toEqual({ name: 'Ada Okafor', tfp: ADA_TFP, plan: 'SILVER' });
  });

  it('opens a range in the middle with the balance at the start of its first Lagos day', async () => {
    const s = await buildStatement(
      t.database.db,
      ada.userId,
      { from: '2026-03-01', to: '2026-06-30' },
      t.clock.now(),
    );
    const savings = s.sections.find((x) => x.kind === 'contributions');
    // Before 1 Mar: the first contribution and weeks 2 to 8 (12 Jan to 23 Feb).
    expect(savings?.openingKobo).toBe(800_000n);
    // Save More paid at 00:30 on 1 Mar in Lagos is March's; 18 weekly debits from 2 Mar to 29 Jun.
    expect(savings?.lines[0]).toMatchObject({ description: 'Save More contribution', inKobo: 500_000n });
    expect(savings?.totalInKobo).toBe(500_000n + 1_800_000n);
    expect(savings?.closingKobo).toBe(3_100_000n);
    // Earnings: the referral earning in June; the redemption on 1 Jul is outside.
    expect(s.sections.find((x) => x.kind === 'earnings')).toMatchObject({
      openingKobo: 0n,
      closingKobo: 15_000n,
    });
    // No loan yet and nothing owed: no loan section.
    expect(s.sections.some((x) => x.kind === 'loan')).toBe(false);
    const february = await buildStatement(
      t.database.db,
      ada.userId,
      { from: '2026-02-01', to: '2026-02-28' },
      t.clock.now(),
    );
    expect(february.sections[0]?.closingKobo).toBe(800_000n);
    expect(february.sections[0]?.lines.some((l) => l.description === 'Save More contribution')).toBe(false);
  });

  it('downloads as CSV that reads back row by row: header, opening, each movement, totals, closing', async () => {
    const res = await get(ada.headers, 'from=2026-01-01&to=2026-11-24&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${ADA_TFP}-2026-01-01-to-2026-11-24.csv"`,
    );
    const rows = parseCsv(res.body);
    expect(rows.slice(0, 8)).toEqual([
      ['Statement of account'],
      ['Fund', 'Trust Fund (Trust Fund Cooperative)'],
      ['Member', 'Ada Okafor'],
      ['TFP', ADA_TFP],
      ['Plan', 'SILVER'],
      ['Period', '1 Jan 2026 to 24 Nov 2026'],
      ['Generated', '24 Nov 2026, 13:00 (Lagos time)'],
      ['Currency', 'NGN'],
    ]);
    const at = rows.findIndex((r) => r[0] === 'Account' && r[1] === 'Savings (contributions)');
    expect(rows[at + 1]).toEqual(['Date', 'Description', 'Reference', 'Paid in', 'Paid out', 'Balance']);
    expect(rows[at + 2]).toEqual(['1 Jan 2026', 'Opening balance', '', '', '', '0.00']);
    expect(rows[at + 3]).toEqual([
      '5 Jan 2026',
      'SILVER first weekly contribution',
      'TFP-ADA-PLAN',
      '1000.00',
      '',
      '1000.00',
    ]);
    // Every movement row's balance is the one before plus in minus out, in exact kobo.
    const kobo = (cell: string | undefined) => (cell ? BigInt(cell.replace('.', '')) : 0n);
    let balance = 0n;
    let i = at + 3;
    for (; rows[i]?.[1] !== 'Totals'; i++) {
      const r = rows[i] as string[];
      balance += kobo(r[3]) - kobo(r[4]);
      expect(kobo(r[5])).toBe(balance);
    }
    expect(rows[i]).toEqual(['', 'Totals', '', '36000.00', '3000.00', '']);
    expect(rows[i + 1]).toEqual(['24 Nov 2026', 'Closing balance', '', '', '', '33000.00']);
    const fee = rows.find((r) => r[1] === 'Membership fee for cycle 2, taken from contributions');
    expect(fee).toEqual([
      '1 Nov 2026',
      fee?.[1],
      `membership-fee:${ada.userId}:2`,
      '',
      '3000.00',
      '33000.00',
    ]);
    const balances = await memberBalances(t.database.db, ada.userId);
    const closings = rows.filter((r) => r[1] === 'Closing balance').map((r) => r[5]);
    expect(closings).toEqual([naira(balances.contributions), naira(balances.earnings), naira(balances.loan)]);
    expect(rows.find((r) => r[1]?.startsWith('Redemption'))).toEqual([
      '1 Jul 2026',
      'Redemption of trust earnings to your bank account',
      `redemption:${ada.userId}:1`,
      '',
      '100.00',
      '50.00',
    ]);
  });

  it('keeps a cell a spreadsheet would run as a formula as plain text', async () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(['+1', '-1', '@SUM(A1)', '\tx'].map(safeCell)).toEqual(["'+1", "'-1", "'@SUM(A1)", "'\tx"]);
    expect(safeCell('Save More contribution')).toBe('Save More contribution');
    const odd = await createMember(t, { plan: 'SILVER', user: { fullName: '=cmd|calc!A1' } });
    const res = await get(odd.headers, 'from=2026-11-01&to=2026-11-24&format=csv');
    expect(parseCsv(res.body)[2]).toEqual(['Member', "'=cmd|calc!A1"]);
  });

  it('downloads as an A4 PDF carrying the fund, the member, TFP, plan, opening and closing balances', async () => {
    const res = await get(ada.headers, 'from=2026-01-01&to=2026-11-24&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${ADA_TFP}-2026-01-01-to-2026-11-24.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(res.rawPayload);
    const text = pages.join('\n');
    for (const expected of [
      'Trust Fund',
      'STATEMENT OF ACCOUNT',
      'Ada Okafor',
      ADA_TFP,
      'SILVER',
      '1 Jan 2026 to 24 Nov 2026',
      'Savings (contributions)',
      'Opening balance',
      'Closing balance',
      '33,000.00',
      'Trust earnings',
      '50.00',
      'Loan',
      '15,000.00',
      'TFP-ADA-PLAN',
    ]) {
      expect(text).toContain(expected);
    }
    for (const [n, p] of pages.entries()) expect(p).toContain(`Page ${n + 1} of ${pages.length}`);
  });

  it('runs a long account over pages with its column heads repeated', async () => {
    const m = await createMember(t, {
      plan: 'FLEXI',
      user: { fullName: 'Chidi Obi', tfpPin: 'TFP8000000003' },
    });
    await postAll(
      ...Array.from({ length: 120 }, (_, i) =>
        contributionReceived({
          key: `daily:${m.userId}:${i}`,
          description: `Daily contribution, day ${i + 1} of cycle 1 (₦500)`,
          at: new Date(Date.parse('2026-06-01T08:00:00Z') + i * DAY),
          memberId: m.userId,
          amountKobo: 50_000n,
          from: 'provider',
        }),
      ),
    );
    const res = await get(m.headers, 'from=2026-06-01&to=2026-11-24&format=pdf');
    const pages = await pdfPages(res.rawPayload);
    expect(pages.length).toBeGreaterThan(2);
    for (const p of pages.slice(1, -1)) {
      expect(p).toContain('Savings (contributions) (continued)');
      expect(p).toContain('Balance');
    }
    expect(pages.at(-1)).toContain('60,000.00');
  });

  it('only ever gives a member their own statement, whatever the address says', async () => {
    const res = await get(tunde.headers, `from=2026-01-01&to=2026-11-24&format=csv&user_id=${ada.userId}`);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toContain('Tunde Bakare');
    expect(text).toContain(TUNDE_TFP);
    expect(text).not.toContain('Ada Okafor');
    expect(text).not.toContain('TFP-ADA-PLAN');
    expect(res.headers['content-disposition']).toContain(TUNDE_TFP);
    // Tunde's cash-out took his savings to zero: in 5,000, out 5,000.
    const rows = parseCsv(text);
    expect(rows.find((r) => r[1] === 'Cash-out of cycle 1')?.slice(3)).toEqual(['', '5000.00', '0.00']);
    const pdf = await get(tunde.headers, `from=2026-01-01&to=2026-11-24&user_id=${ada.userId}`);
    const pages = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(pages).toContain('Tunde Bakare');
    expect(pages).not.toContain('Ada Okafor');
  });

  it('leaves out a membership fee paid with the plan: it never entered the member’s accounts', async () => {
    const m = await createMember(t, { plan: 'SILVER', user: { fullName: 'Emeka Nwachukwu' } });
    await postAll(
      membershipFee({
        key: `payment:TFP-EMEKA:fee`,
        description: 'SILVER membership fee',
        at: new Date('2026-11-02T09:00:00Z'),
        memberId: m.userId,
        amountKobo: 300_000n,
        from: 'provider',
      }),
      contributionReceived({
        key: `payment:TFP-EMEKA:contribution`,
        description: 'SILVER first weekly contribution',
        at: new Date('2026-11-02T09:00:00Z'),
        memberId: m.userId,
        amountKobo: 100_000n,
        from: 'provider',
      }),
    );
    const s = await buildStatement(
      t.database.db,
      m.userId,
      { from: '2026-11-01', to: '2026-11-24' },
      t.clock.now(),
    );
    expect(s.sections).toHaveLength(1);
    expect(s.sections[0]?.lines.map((l) => l.description)).toEqual(['SILVER first weekly contribution']);
    expect(s.sections[0]?.closingKobo).toBe((await memberBalances(t.database.db, m.userId)).contributions);
  });

  it('gives a member with no movements a statement with a zero savings account', async () => {
    const m = await createMember(t, { user: { fullName: 'Bisi Ade' } });
    const s = await buildStatement(
      t.database.db,
      m.userId,
      { from: '2026-11-01', to: '2026-11-24' },
      t.clock.now(),
    );
    expect(s.member.plan).toBe('No active plan');
    expect(s.sections).toEqual([
      expect.objectContaining({ kind: 'contributions', openingKobo: 0n, lines: [], closingKobo: 0n }),
    ]);
    const res = await get(m.headers, 'from=2026-11-01&to=2026-11-24&format=pdf');
    expect((await pdfPages(res.rawPayload)).join('\n')).toContain('No movements in this period');
  });

  it('limits one member to 30 statements in 10 minutes, whatever their sessions', async () => {
    const m = await createMember(t, { user: { fullName: 'Kunle Ojo' } });
    for (let i = 0; i < STATEMENTS_PER_10_MINUTES; i++) {
      expect((await get(m.headers, 'from=2026-11-24&to=2026-11-24&format=csv')).statusCode).toBe(200);
    }
    const again = await get(
      await signIn(t.database.db, m.userId, t.clock.now()),
      'from=2026-11-24&to=2026-11-24',
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().status).toBe('error');
    // Another member is not held back.
    expect((await get(tunde.headers, 'from=2026-11-24&to=2026-11-24&format=csv')).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await get({}, 'from=2026-01-01&to=2026-11-24');
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['from=2026-05-01&to=2026-04-30', 'from', STATEMENT_MESSAGES.fromAfterTo],
    ['from=2026-02-30&to=2026-04-30', 'from', STATEMENT_MESSAGES.fromInvalid],
    ['from=01/02/2026&to=2026-04-30', 'from', STATEMENT_MESSAGES.fromInvalid],
    ['to=2026-04-30', 'from', STATEMENT_MESSAGES.fromMissing],
    ['from=2026-01-01&to=', 'to', STATEMENT_MESSAGES.toMissing],
    ['from=2026-01-01&to=2026-13-01', 'to', STATEMENT_MESSAGES.toInvalid],
    ['from=2026-01-01&to=2026-11-25', 'to', STATEMENT_MESSAGES.toInFuture],
    ['from=2020-01-01&to=2026-11-24', 'from', STATEMENT_MESSAGES.tooLong],
    ['from=2026-01-01&to=2026-11-24&format=xls', 'format', STATEMENT_MESSAGES.format],
  ])('refuses %s with 400 and a message naming %s', async (query, field, message) => {
    const res = await get(ada.headers, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message, data: { field } });
  });

  it('takes today in Lagos as the last day it can cover', async () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Lagos.
    const s = await buildStatement(
      t.database.db,
      ada.userId,
      { from: '2026-11-01', to: '2026-11-25' },
      new Date('2026-11-24T23:30:00Z'),
    );
    expect(s.to).toBe('2026-11-25');
  });
});
