import { LOAN_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payouts, proposals } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, dayAfter, pinStatus, truster } from '../../test/loans.ts';
import { confirmRepaymentTransfer } from '../wallet/index.ts';
import { remindOverdueLoans } from './index.ts';

const HOUR = 3_600_000;
const w = loanWorld();
const { call, answer, fresh, loanRow, grantedLoan } = w;

// A loan from application to repayment by the clock, and the reminders of an overdue one.
describe('a loan’s life by the clock', () => {
  it('goes from application to trust, approval, disbursal, repayment and released pins, the ledger balanced', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId, 'SILVER', 'Ada Silver');
    const g = await truster(w.t, m.userId, 'GOLD', 'Gbenga Gold');
    // N200,000 needs 5 Silver-weights: one Gold (5) does it; a Silver more is within the 10 allowed.
    const res = await call(m, 'POST', '/userloanrequest', {
      loan_process: 1,
      loan_amount: 200_000,
      loan_repayment_date: dayAfter(w.t, 30),
      trustmembers: { STM: [{ id: a.userId }], GTM: [{ id: g.userId }], PTM: [] },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.loan_id;
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(2);
    expect((await call(m, 'GET', '/userdashboard')).json().data).toMatchObject({
      loan_pop_etc_status: 1,
      loan_status: 2,
    });

    w.t.clock.advance(HOUR);
    await answer(a, id, true);
    w.t.clock.advance(HOUR);
    const last = await answer(g, id, true);
    expect(last.json().data).toEqual({ loan_id: id, loan_status: 4 });
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, g.userId)]).toEqual([1, 1]);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(4);

    // Nothing is lent, or even proposed, before an operator proposes it and another approves it.
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    expect(
      await w.t.database.db
        .select()
        .from(proposals)
        .where(eq(proposals.subject, `loan:${id}`)),
    ).toEqual([]);
    // An operator's session ends after 30 minutes idle and the clock has moved on: they sign in now.
    await fresh(w.loansOperator, w.secondOperator);
    const listed = await call(w.loansOperator, 'GET', '/admin/loans?state=approved');
    expect(listed.json().data.loans.find((l: { id: number }) => l.id === id)).toMatchObject({
      loan_status: 4,
      proposal_id: null,
    });
    const proposed = await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`);
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().message).toBe(LOAN_MESSAGES.proposed);
    const proposal = proposed.json().data;
    expect(proposal.summary).toContain('₦200,000');
    expect((await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).statusCode).toBe(409);
    const relisted = await call(w.loansOperator, 'GET', '/admin/loans?state=approved');
    expect(relisted.json().data.loans.find((l: { id: number }) => l.id === id).proposal_id).toBe(proposal.id);
    // The operator who proposed it cannot approve it too.
    const own = await call(w.loansOperator, 'POST', `/admin/approvals/${proposal.id}/approve`, {
      payload_hash: proposal.payload_hash,
    });
    expect(own.statusCode).toBe(403);
    const approved = await call(w.secondOperator, 'POST', `/admin/approvals/${proposal.id}/approve`, {
      payload_hash: proposal.payload_hash,
    });
    expect(approved.statusCode).toBe(200);
    // Granted: the member chooses to withdraw it (or refund it); still nothing owed.
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(1);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    const withdrawn = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect(withdrawn.json().data.loan_status).toBe(5);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(20_000_000n);
    const [payout] = await w.t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.reference, `loan:${id}:disbursal`));
    expect(payout).toMatchObject({
      kind: 'loan',
      amountKobo: 20_000_000n,
      status: 'pending',
      userId: m.userId,
    });
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(5);
    await w.t.database.db
      .update(payouts)
      .set({ status: 'sent' })
      .where(eq(payouts.id, payout?.id ?? 0));
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(3);

    // Part repayment leaves the pins in use; the whole amount frees them.
    w.t.clock.advance(24 * HOUR);
    await fresh(m);
    const part = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 50_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, part.json().data.reference);
    expect((await loanRow(id))?.state).toBe('disbursed');
    expect(await pinStatus(w.t, a.userId)).toBe(1);
    const rest = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 150_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, rest.json().data.reference);
    expect((await loanRow(id))?.state).toBe('repaid');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, g.userId)]).toEqual([0, 0]);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(0);

    const report = await checkLedger(w.t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('reminds the borrower and the trusters of an overdue loan once a Lagos day', async () => {
    const { m, a, b, id } = await grantedLoan(3);
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 1 })).statusCode).toBe(200);
    const count = async (userId: number) =>
      (
        await w.t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.loanId, id)))
      ).filter((n) => n.key.startsWith('loan_overdue')).length;
    w.t.clock.advanceDays(3);
    await remindOverdueLoans(w.t.database.db, w.t.clock.now());
    expect(await count(m.userId)).toBe(0);
    w.t.clock.advanceDays(1);
    await remindOverdueLoans(w.t.database.db, w.t.clock.now());
    await remindOverdueLoans(w.t.database.db, w.t.clock.now());
    expect([await count(m.userId), await count(a.userId), await count(b.userId)]).toEqual([1, 1, 1]);
    w.t.clock.advanceDays(1);
    await remindOverdueLoans(w.t.database.db, w.t.clock.now());
    expect(await count(m.userId)).toBe(2);
  });
});
