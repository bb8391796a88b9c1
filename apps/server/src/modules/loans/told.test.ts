import { formatNaira, LOAN_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payouts, proposals } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, pinStatus, truster } from '../../test/loans.ts';
import { confirmRepaymentTransfer } from '../wallet/index.ts';
import { expireLoanRequests, remindOverdueLoans } from './index.ts';

const HOUR = 3_600_000;
const w = loanWorld();
const { call, request, answer, fresh, grant, loanRow, trustedLoan, grantedLoan } = w;

/**
 * Ends what earlier tests of this file left open (a request still waiting, a granted loan never taken),
 * as the expiry run would two months on, so that a test counting what one run ends counts its own.
 */
const sweepEarlierLoans = () =>
  expireLoanRequests(w.t.database.db, new Date(w.t.clock.now().getTime() + 60 * 86_400_000));

/** What a member was told about a loan, oldest first, as [kind, subject, message]. */
const told = async (userId: number, loanId: number) =>
  (await w.noticesOf(userId, loanId)).map((n) => [n.key, n.subject, n.message]);

// What the borrower and the trusters read at each step of a loan: each notice is the only word they
// get of a change made by someone else (a truster, an operator, the clock).
describe('what the borrower and the trusters are told', () => {
  it('tells the borrower of each TRUST with the count, then that the loan is approved', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId, 'SILVER', 'Ada Silver');
    const b = await truster(w.t, m.userId, 'SILVER', 'Bayo Silver');
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const first = await answer(a, id, true);
    expect(first.json()).toMatchObject({
      message: LOAN_MESSAGES.trusted,
      data: { loan_id: id, loan_status: 2 },
    });
    expect(await told(m.userId, id)).toEqual([
      [
        'truster_answer',
        'A truster trusted your loan request',
        'Ada Silver trusted your loan request: 1 of 2 trusters have trusted it.',
      ],
    ]);
    const again = await answer(a, id, true);
    expect([again.statusCode, again.json().message]).toEqual([409, LOAN_MESSAGES.answered]);
    expect((await loanRow(id))?.state).toBe('awaiting');
    const last = await answer(b, id, true);
    expect(last.json()).toMatchObject({ message: LOAN_MESSAGES.trusted, data: { loan_status: 4 } });
    expect((await told(m.userId, id)).slice(1)).toEqual([
      ['loan_decision', 'Loan approved', LOAN_MESSAGES.approved],
    ]);
    // Approved: both pins back this loan, and nothing is lent before the operators decide.
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([1, 1]);
    expect((await loanRow(id))?.decidedAt?.toISOString()).toBe(w.t.clock.now().toISOString());
  });

  it('tells the borrower a truster declined, and the truster that they declined', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    expect((await answer(a, id, true)).statusCode).toBe(200);
    const no = await answer(b, id, false);
    expect(no.json()).toMatchObject({
      message: LOAN_MESSAGES.declined,
      data: { loan_id: id, loan_status: 0 },
    });
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_decision',
      'Loan request ended',
      'A truster declined your loan request. You may apply again.',
    ]);
    expect((await loanRow(id))?.endedAt?.toISOString()).toBe(w.t.clock.now().toISOString());
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    // The request is over: the truster who trusted has answered, and cannot answer again.
    expect((await answer(a, id, false)).statusCode).toBe(409);
  });

  it('tells the borrower the 48 hours ran out, once, and counts each request the run ended', async () => {
    await sweepEarlierLoans();
    const m1 = await borrower(w.t);
    const m2 = await borrower(w.t);
    const ts = await Promise.all([m1, m1, m2, m2].map((m) => truster(w.t, m.userId)));
    const id1 = (await request(m1, [ts[0]?.userId ?? 0, ts[1]?.userId ?? 0])).json().data.loan_id;
    const id2 = (await request(m2, [ts[2]?.userId ?? 0, ts[3]?.userId ?? 0])).json().data.loan_id;
    w.t.clock.advance(48 * HOUR);
    const run = await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect(run.expired).toBe(2);
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 0 });
    for (const [m, id] of [
      [m1, id1],
      [m2, id2],
    ] as const) {
      expect(await told(m.userId, id)).toEqual([
        [
          'loan_decision',
          'Loan request ended',
          'Your trusters did not all answer within 48 hours. Apply again.',
        ],
      ]);
    }
  });

  it('tells the member the loan is ready, then on its way, then repaid; the payout goes to their bank', async () => {
    const { m, a, b, id } = await trustedLoan();
    await grant(id);
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_granted',
      'Loan ready',
      LOAN_MESSAGES.granted('₦50,000'),
    ]);
    const withdrawn = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect(withdrawn.json().data).toEqual({ loan_id: id, loan_status: 5 });
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_disbursed',
      'Loan disbursed',
      'Your loan of ₦50,000 is on its way to your bank account.',
    ]);
    const [payout] = await w.t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.reference, `loan:${id}:disbursal`));
    expect(payout).toMatchObject({
      kind: 'loan',
      amountKobo: 5_000_000n,
      bankName: expect.any(String),
      accountNumber: expect.any(String),
      accountHolderName: expect.any(String),
    });
    expect((await loanRow(id))?.disbursedAt?.toISOString()).toBe(w.t.clock.now().toISOString());

    w.t.clock.advance(HOUR);
    await fresh(m);
    const repay = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 50_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, repay.json().data.reference);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    expect((await loanRow(id))?.state).toBe('repaid');
    expect((await loanRow(id))?.endedAt?.toISOString()).toBe(w.t.clock.now().toISOString());
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_repaid',
      'Loan repaid',
      'Your loan is fully repaid. Your trusters are released.',
    ]);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });

  it('reminds an overdue borrower and each truster of the amount still owed, not of a repaid loan', async () => {
    const { m, a, b, id } = await grantedLoan(1);
    await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    // Part of it repaid: the reminder names what is still owed.
    const part = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 20_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, part.json().data.reference);
    const dueIso = (await loanRow(id))?.repaymentDate;
    w.t.clock.advanceDays(2);
    expect(await remindOverdueLoans(w.t.database.db, w.t.clock.now())).toEqual({ reminded: 1 });
    const owed = formatNaira(3_000_000n);
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_overdue',
      'Loan repayment overdue',
      `Your loan was due on ${dueIso}. Repay ${owed} from your trust wallet; what is still owed at cash-out is taken from your savings.`,
    ]);
    for (const t of [a, b]) {
      const notes = await w.t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, t.userId), eq(notifications.key, 'loan_overdue_truster')));
      expect(notes.map((n) => [n.subject, n.message, n.byUserId, n.loanId])).toEqual([
        [
          'A loan you trusted is overdue',
          `A loan you trusted was due on ${dueIso} and ${owed} is still owed. Your TFP stays in use until it is repaid.`,
          m.userId,
          id,
        ],
      ]);
    }
    // Repaid the next day: no more reminders.
    w.t.clock.advanceDays(1);
    await fresh(m);
    const rest = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 30_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, rest.json().data.reference);
    w.t.clock.advanceDays(1);
    expect(await remindOverdueLoans(w.t.database.db, w.t.clock.now())).toEqual({ reminded: 0 });
  });

  it('tells the member a granted loan never withdrawn is closed, and that they owe nothing', async () => {
    await sweepEarlierLoans();
    const { m, id } = await grantedLoan(1);
    w.t.clock.advanceDays(2);
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 1 });
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_decision',
      'Loan request ended',
      'Your loan was not withdrawn by its repayment date, so it is closed. You owe nothing.',
    ]);
  });
});

describe('a disbursal the operators rejected', () => {
  it('keeps an approved loan while its disbursal is not proposed or still waits, and ends it once rejected', async () => {
    await sweepEarlierLoans();
    const { m, a, b, id } = await trustedLoan();
    // Not yet proposed: the job leaves it in the console's queue.
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 0 });
    await fresh(w.loansOperator, w.secondOperator);
    const p = (await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).json().data;
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 0 });
    expect((await loanRow(id))?.state).toBe('approved');
    const rejected = await call(w.secondOperator, 'POST', `/admin/approvals/${p.id}/reject`, {
      reason: 'Not enough cash in the fund this week',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 1 });
    expect((await loanRow(id))?.state).toBe('declined');
    expect((await told(m.userId, id)).at(-1)).toEqual([
      'loan_decision',
      'Loan request ended',
      'The fund did not approve the disbursal of your loan.',
    ]);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });

  it('keeps the loan while a second proposal waits after a first was rejected', async () => {
    await sweepEarlierLoans();
    const { id } = await trustedLoan();
    await fresh(w.loansOperator, w.secondOperator);
    const p1 = (await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).json().data;
    await call(w.secondOperator, 'POST', `/admin/approvals/${p1.id}/reject`, { reason: 'Wrong week' });
    // Proposed again before the job ran: the new proposal keeps the loan in the queue.
    const p2 = await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`);
    expect(p2.statusCode).toBe(200);
    expect(await expireLoanRequests(w.t.database.db, w.t.clock.now())).toEqual({ expired: 0, rejected: 0 });
    expect((await loanRow(id))?.state).toBe('approved');
    const rows = await w.t.database.db
      .select()
      .from(proposals)
      .where(eq(proposals.subject, `loan:${id}`));
    expect(rows.map((r) => r.status).sort()).toEqual(['proposed', 'rejected']);
  });

  it('refuses to propose a loan that is not approved, or that does not exist', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    await fresh(w.loansOperator);
    const waiting = await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`);
    expect([waiting.statusCode, waiting.json().message]).toEqual([400, LOAN_MESSAGES.notApproved]);
    const missing = await call(w.loansOperator, 'POST', '/admin/loans/999999/propose');
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Loan not found']);
  });
});
