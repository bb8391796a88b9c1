import { LOAN_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, truster } from '../../test/loans.ts';
import { nextLoanHours } from './hours.ts';

const w = loanWorld();
const { call, request, fresh } = w;

const checklist = async (m: { headers: Record<string, string> }) => {
  const res = await call(m, 'GET', '/loaneligibility');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const unmet = (c: { items: { key: string; met: boolean; message: string | null }[] }) =>
  c.items.filter((i) => !i.met).map((i) => [i.key, i.message]);

describe('GET /loaneligibility: every condition of a loan at once', () => {
  it('opens the form for a member who meets them all, with the plan’s limit in naira', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    const c = await checklist(m);
    expect(c).toMatchObject({
      eligible: true,
      plan: 'GOLD',
      plan_limit: 5_000_000,
      loan_limit: 5_000_000,
      paid_weeks: 12,
      weeks_needed: 12,
      next_opening: w.t.clock.now().toISOString(),
    });
    expect(c.items.map((i: { key: string }) => i.key)).toEqual([
      'plan',
      'card',
      'profile',
      'weeks',
      'hours',
      'one_loan',
    ]);
    expect(unmet(c)).toEqual([]);
  });

  it('names the lower limit of a member without a checked ID beside the plan’s, as the server applies it', async () => {
    const m = await borrower(w.t, { plan: 'GOLD', idChecked: false });
    const c = await checklist(m);
    expect(c).toMatchObject({ eligible: true, plan: 'GOLD', plan_limit: 5_000_000, loan_limit: 100_000 });
    const above = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 100_001 });
    expect(above.statusCode).toBe(400);
    expect((await call(m, 'POST', '/checkloanrequirement', { loan_amount: 100_000 })).statusCode).toBe(200);
  });

  it('names no limit for a member without a paid plan, with or without a checked ID', async () => {
    for (const idChecked of [false, true]) {
      const m = await borrower(w.t, { plan: 'ORDINARY', idChecked });
      expect(await checklist(m)).toMatchObject({ eligible: false, plan: null, plan_limit: 0, loan_limit: 0 });
    }
  });

  it('lists every unmet condition with the refusal the server would give, not only the first', async () => {
    const m = await borrower(w.t, { plan: 'ORDINARY', card: false, profile: false, weeks: 11 });
    const c = await checklist(m);
    expect(c).toMatchObject({ eligible: false, plan: null, plan_limit: 0, loan_limit: 0, paid_weeks: 11 });
    expect(c.loan).toMatchObject({ phase: 'none', loan_id: null });
    expect(unmet(c)).toEqual([
      ['plan', LOAN_MESSAGES.upgrade],
      ['card', LOAN_MESSAGES.card],
      ['profile', LOAN_MESSAGES.profile],
      ['weeks', LOAN_MESSAGES.weeks(11)],
    ]);
    // The server's own refusal is the first of them, in the same words.
    const refused = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, LOAN_MESSAGES.upgrade]);
  });

  it('says when requests open next outside the hours, and that one loan is open', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    expect((await request(m, [a.userId, b.userId])).statusCode).toBe(200);
    w.t.clock.set('2026-01-10T09:00:00Z'); // Saturday 10:00 in Lagos
    await fresh(m);
    const c = await checklist(m);
    expect(unmet(c)).toEqual([
      ['hours', LOAN_MESSAGES.hours],
      ['one_loan', LOAN_MESSAGES.openLoan],
    ]);
    expect(c.next_opening).toBe('2026-01-12T07:00:00.000Z'); // Monday 8am in Lagos
    // The open loan is named by its phase, as the dashboard and the wallet name it.
    expect(c.loan).toMatchObject({ phase: 'awaiting_trusters', loan_status: 2, amount: 50_000 });
  });

  it('counts an ended application as no open loan: the member may apply again', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 3 })).statusCode).toBe(200);
    const c = await checklist(m);
    expect(c).toMatchObject({ eligible: true, loan: { loan_id: id, phase: 'cancelled' } });
    expect(unmet(c)).toEqual([]);
  });

  it.each([
    ['2026-01-12T06:59:00Z', '2026-01-12T07:00:00.000Z'], // Monday 7:59 Lagos: at 8 the same day
    ['2026-01-12T07:00:00Z', '2026-01-12T07:00:00.000Z'], // Monday 8:00: open now
    ['2026-01-16T16:00:00Z', '2026-01-19T07:00:00.000Z'], // Friday 17:00: Monday
    ['2026-01-15T16:00:00Z', '2026-01-16T07:00:00.000Z'], // Thursday 17:00: Friday
    ['2026-01-13T23:30:00Z', '2026-01-14T07:00:00.000Z'], // Wednesday 0:30 Lagos (still Tuesday in UTC)
    ['2026-01-11T06:00:00Z', '2026-01-12T07:00:00.000Z'], // Sunday 7:00: Monday
  ])('opens next, from %s, at %s', (now, next) => {
    expect(nextLoanHours(new Date(now)).toISOString()).toBe(next);
  });
});
