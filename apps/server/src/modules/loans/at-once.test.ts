import { LOAN_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionWeeks, journalEntries } from '../../db/schema/index.ts';
import { memberBalances, reverse } from '../../ledger/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, pinStatus, truster } from '../../test/loans.ts';
import { expireLoanRequests, remindOverdueLoans } from './index.ts';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const w = loanWorld();
const { call, request, answer, fresh, loanRow, grantedLoan } = w;

/** What a member was told about a loan, oldest first, as [kind, key, subject, message]. */
const told = async (userId: number, loanId: number) =>
  (await w.noticesOf(userId, loanId)).map((n) => [n.key, n.dedupeKey, n.subject, n.message]);

const EXPIRED = 'Your trusters did not all answer within 48 hours. Apply again.';

// Two people acting on one loan at the same moment: each answer is taken under the loan's row lock, so
// the loan ends in one state and the trusters' pins agree with it.
describe('two members acting on one loan at once', () => {
  it('approves the loan once when both trusters TRUST at the same moment', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const [ra, rb] = await Promise.all([answer(a, id, true), answer(b, id, true)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    // The first answer waits for the other; the second finds both trusted and approves.
    expect([ra.json().data.loan_status, rb.json().data.loan_status].sort()).toEqual([2, 4]);
    expect((await loanRow(id))?.state).toBe('approved');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([1, 1]);
    const approvals = (await told(m.userId, id)).filter(([, key]) => key === `loan:${id}:approved`);
    expect(approvals).toEqual([
      ['loan_decision', `loan:${id}:approved`, 'Loan approved', LOAN_MESSAGES.approved],
    ]);
  });

  it('ends the request declined when one truster declines as the other trusts', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const [trusts, declines] = await Promise.all([answer(a, id, true), answer(b, id, false)]);
    expect(declines.json()).toMatchObject({ message: LOAN_MESSAGES.declined, data: { loan_status: 0 } });
    // Trusted first (then declined), or refused as ended.
    if (trusts.statusCode !== 200)
      expect([trusts.statusCode, trusts.json().message]).toEqual([409, LOAN_MESSAGES.ended]);
    expect((await loanRow(id))?.state).toBe('declined');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    expect((await told(m.userId, id)).filter(([, key]) => key === `loan:${id}:ended`)).toEqual([
      [
        'loan_decision',
        `loan:${id}:ended`,
        'Loan request ended',
        'A truster declined your loan request. You may apply again.',
      ],
    ]);
  });

  it('either cancels the request or approves it when the borrower cancels as the last truster trusts', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    await answer(a, id, true);
    const [cancel, trusts] = await Promise.all([
      call(m, 'POST', '/userloanaction', { loan_action: 3 }),
      answer(b, id, true),
    ]);
    const state = (await loanRow(id))?.state;
    const pins = [await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)];
    if (state === 'cancelled') {
      expect([cancel.json().message, trusts.statusCode, trusts.json().message]).toEqual([
        LOAN_MESSAGES.cancelled,
        409,
        LOAN_MESSAGES.ended,
      ]);
      expect(pins).toEqual([0, 0]);
    } else {
      // Approved first: only a waiting or saved application is cancelled.
      expect([state, cancel.statusCode, cancel.json().message]).toEqual([
        'approved',
        400,
        LOAN_MESSAGES.noAction,
      ]);
      expect(trusts.json().data.loan_status).toBe(4);
      expect(pins).toEqual([1, 1]);
    }
  });
});

// The 48 hours are kept by the answer itself and by the expiry run, whichever comes first: a late
// answer before the run ends the request there, and the run after it finds nothing left to end.
describe('before and after the run that ends requests at 48 hours', () => {
  it('ends a request on a late answer before the run, tells the borrower once, and the run adds nothing', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    expect((await answer(a, id, true)).statusCode).toBe(200);
    w.t.clock.advance(48 * HOUR + 60_000);
    const endedAt = w.t.clock.now();
    await fresh(b, m);
    const late = await answer(b, id, true);
    expect([late.statusCode, late.json().message]).toEqual([409, LOAN_MESSAGES.ended]);
    const row = await loanRow(id);
    expect([row?.state, row?.endedAt?.toISOString()]).toEqual(['expired', endedAt.toISOString()]);
    const ended = [['loan_decision', `loan:${id}:ended`, 'Loan request ended', EXPIRED]];
    expect((await told(m.userId, id)).slice(1)).toEqual(ended);
    // The run an hour later leaves it as the answer ended it.
    w.t.clock.advance(HOUR);
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect((await loanRow(id))?.endedAt?.toISOString()).toBe(endedAt.toISOString());
    expect((await told(m.userId, id)).slice(1)).toEqual(ended);
    // Both pins are free: the member applies again with the same trusters.
    const again = await request(m, [a.userId, b.userId]);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses an answer after the run ended the request, with no second notice', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    w.t.clock.advance(48 * HOUR);
    const runAt = w.t.clock.now();
    await expireLoanRequests(w.t.database.db, runAt);
    w.t.clock.advance(HOUR);
    await fresh(a);
    const late = await answer(a, id, true);
    expect([late.statusCode, late.json().message]).toEqual([409, LOAN_MESSAGES.ended]);
    const row = await loanRow(id);
    expect([row?.state, row?.endedAt?.toISOString()]).toEqual(['expired', runAt.toISOString()]);
    expect(await told(m.userId, id)).toEqual([
      ['loan_decision', `loan:${id}:ended`, 'Loan request ended', EXPIRED],
    ]);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });
});

// Paid weeks count across cycles (docs/domain-rules.md, titles): a member in their second cycle borrows
// on the weeks of both, and a week of cycle 2 paid in advance counts once it falls due.
describe('a member in cycle 2', () => {
  it('borrows on 8 weeks of cycle 1 and 4 of cycle 2, counting the 4th once it is due', async () => {
    const m = await borrower(w.t, { weeks: 8 });
    const start = new Date(w.t.clock.now().getTime() - 13 * WEEK);
    await w.t.database.db.insert(contributionWeeks).values(
      [9, 10, 11, 13.2].map((weeksIn, i) => ({
        userId: m.userId,
        membershipId: m.membershipId,
        cycleNumber: 2,
        week: i + 1,
        dueAt: new Date(start.getTime() + weeksIn * WEEK),
        amountKobo: 100_000n,
        status: 'paid',
        source: 'card',
        reference: `test-week:${m.userId}:c2-${i + 1}`,
      })),
    );
    const before = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    expect([before.statusCode, before.json().message, before.json().data]).toEqual([
      400,
      LOAN_MESSAGES.weeks(11),
      { reason: 'weeks' },
    ]);
    expect((await call(m, 'GET', '/loaneligibility')).json().data).toMatchObject({
      eligible: false,
      paid_weeks: 11,
    });
    w.t.clock.advanceDays(2);
    await fresh(m);
    const after = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    expect(after.statusCode, after.body).toBe(200);
    expect((await call(m, 'GET', '/loaneligibility')).json().data).toMatchObject({
      eligible: true,
      paid_weeks: 12,
    });
  });
});

describe('an answer to a request that is not there', () => {
  it('answers 404 for a loan id that does not exist, and changes nothing', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const res = await answer(a, id + 1000, true);
    expect([res.statusCode, res.json().message]).toEqual([404, 'We could not find this loan request']);
    expect((await loanRow(id))?.state).toBe('awaiting');
    expect(await pinStatus(w.t, a.userId)).toBe(3);
  });
});

// The daily overdue reminder reads what is owed when it runs: a disbursed loan whose money came back
// (its disbursal reversed in the console's Adjustments) owes nothing, so nobody is reminded of it.
describe('the overdue reminder after the loan’s money came back', () => {
  it('reminds nobody of a disbursed loan past its day once its disbursal is reversed', async () => {
    const { m, a, b, id } = await grantedLoan(1);
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 1 })).statusCode).toBe(200);
    const db = w.t.database.db;
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `loan:${id}:disbursal`));
    await db.transaction((tx) => reverse(tx, entry?.id ?? 0, `test-reverse:loan:${id}`, w.t.clock.now()));
    expect((await memberBalances(db, m.userId)).loan).toBe(0n);
    w.t.clock.advanceDays(2);
    await remindOverdueLoans(db, w.t.clock.now());
    const reminders = async (userId: number) =>
      (await told(userId, id)).filter(([kind]) => kind === 'loan_overdue' || kind === 'loan_overdue_truster');
    expect([await reminders(m.userId), await reminders(a.userId), await reminders(b.userId)]).toEqual([
      [],
      [],
      [],
    ]);
    expect((await loanRow(id))?.remindedOn).toBeNull();
  });
});

// Each notice of a request is kept once under its own key: the counts of a third truster's request, and
// the approval of a loan after other loans were approved.
describe('the borrower’s notices of three trusters', () => {
  it('counts each TRUST of three, then tells the borrower the loan is approved', async () => {
    const m = await borrower(w.t);
    const ts = [
      await truster(w.t, m.userId, 'SILVER', 'Ada One'),
      await truster(w.t, m.userId, 'SILVER', 'Bayo Two'),
      await truster(w.t, m.userId, 'SILVER', 'Chi Three'),
    ];
    const id = (
      await request(
        m,
        ts.map((t) => t.userId),
      )
    ).json().data.loan_id;
    for (const t of ts) expect((await answer(t, id, true)).statusCode).toBe(200);
    expect(await told(m.userId, id)).toEqual([
      [
        'truster_answer',
        `loan:${id}:trusted:${ts[0]?.userId}`,
        'A truster trusted your loan request',
        'Ada One trusted your loan request: 1 of 3 trusters have trusted it.',
      ],
      [
        'truster_answer',
        `loan:${id}:trusted:${ts[1]?.userId}`,
        'A truster trusted your loan request',
        'Bayo Two trusted your loan request: 2 of 3 trusters have trusted it.',
      ],
      ['loan_decision', `loan:${id}:approved`, 'Loan approved', LOAN_MESSAGES.approved],
    ]);
  });
});

// Two servers run the daily reminder at the same moment: the loan's row lock and its day of the last
// reminder let one of them remind.
describe('two overdue-reminder runs at once', () => {
  it('reminds the borrower and each truster once', async () => {
    const { m, a, b, id } = await grantedLoan(1);
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 1 })).statusCode).toBe(200);
    w.t.clock.advanceDays(2);
    const db = w.t.database.db;
    await Promise.all([remindOverdueLoans(db, w.t.clock.now()), remindOverdueLoans(db, w.t.clock.now())]);
    const reminders = async (userId: number) =>
      (await told(userId, id)).filter(([kind]) => kind === 'loan_overdue' || kind === 'loan_overdue_truster')
        .length;
    expect([await reminders(m.userId), await reminders(a.userId), await reminders(b.userId)]).toEqual([
      1, 1, 1,
    ]);
  });
});
