import { LOAN_STATUS_OF_PHASE, type LoanPhase } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, truster } from '../../test/loans.ts';
import type { TestMember } from '../../test/members.ts';
import { confirmRepaymentTransfer } from '../wallet/index.ts';
import { expireLoanRequests } from './index.ts';

const HOUR = 3_600_000;
const w = loanWorld();
const { call, request, answer, fresh, grant } = w;

/**
 * The member's loan as the dashboard, the wallet, the contributions figures and the loan page's
 * checklist each answer it: they must agree on the phase and on the spec's loan_status, which is the
 * phase's. Answers the phase and the loan figures the dashboard gave.
 */
async function loanSeenBy(m: TestMember) {
  const read = async (url: string) => {
    const res = await call(m, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const [dashboard, wallet, contribution, checklist] = await Promise.all([
    read('/userdashboard'),
    read('/usertrustwallet'),
    read('/getusercontribution'),
    read('/loaneligibility'),
  ]);
  const phase = dashboard.loan.phase as LoanPhase;
  expect(wallet.loan).toEqual(dashboard.loan);
  expect(checklist.loan).toEqual(dashboard.loan);
  const status = LOAN_STATUS_OF_PHASE[phase];
  expect([
    dashboard.loan_status,
    wallet.loan_status,
    contribution.loan_status,
    dashboard.loan.loan_status,
  ]).toEqual([status, status, status, status]);
  // Section 4.2: the badge shows the loan (1) while anything is under way or owed.
  expect(dashboard.loan_pop_etc_status).toBe(status === 0 ? 0 : 1);
  return { phase, loan: dashboard.loan };
}

/** A borrower with two trusters of their own, and their N50,000 application submitted. */
async function applied() {
  const m = await borrower(w.t);
  const a = await truster(w.t, m.userId);
  const b = await truster(w.t, m.userId);
  const res = await request(m, [a.userId, b.userId]);
  expect(res.statusCode, res.body).toBe(200);
  return { m, a, b, id: res.json().data.loan_id as number };
}

describe('one truth for a loan’s state', () => {
  it('reads every phase of a loan’s life the same on every screen, for each member their own', async () => {
    const other = await borrower(w.t);
    const { m, a, b, id } = await applied();
    expect((await loanSeenBy(other)).phase).toBe('none');
    expect(await loanSeenBy(m)).toEqual({
      phase: 'awaiting_trusters',
      loan: { phase: 'awaiting_trusters', loan_status: 2, loan_id: id, amount: 50_000, owed: 0 },
    });

    await answer(a, id, true);
    await answer(b, id, true);
    expect((await loanSeenBy(m)).phase).toBe('approved');

    await grant(id);
    expect((await loanSeenBy(m)).phase).toBe('to_withdraw');
    // The other member's loan is their own: still none while this one is approved and granted.
    expect((await loanSeenBy(other)).phase).toBe('none');

    expect((await call(m, 'POST', '/userloanaction', { loan_action: 1 })).statusCode).toBe(200);
    expect(await loanSeenBy(m)).toEqual({
      phase: 'being_paid_out',
      loan: { phase: 'being_paid_out', loan_status: 5, loan_id: id, amount: 50_000, owed: 50_000 },
    });

    await w.t.database.db
      .update(payouts)
      .set({ status: 'sent' })
      .where(eq(payouts.reference, `loan:${id}:disbursal`));
    expect((await loanSeenBy(m)).phase).toBe('repaying');

    w.t.clock.advance(24 * HOUR);
    await fresh(m, other);
    const repay = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 50_000,
      payment_method: 'transfer',
    });
    expect(repay.statusCode, repay.body).toBe(200);
    await confirmRepaymentTransfer(w.t.app.deps, repay.json().data.reference);
    expect(await loanSeenBy(m)).toEqual({
      phase: 'repaid',
      loan: { phase: 'repaid', loan_status: 0, loan_id: id, amount: 50_000, owed: 0 },
    });
    expect((await loanSeenBy(other)).phase).toBe('none');
  });

  it('says how each ended loan ended: declined, cancelled, refunded, expired', async () => {
    const declined = await applied();
    const cancelled = await applied();
    const refunded = await applied();
    const expired = await applied();

    await answer(declined.a, declined.id, false);
    expect((await call(cancelled.m, 'POST', '/userloanaction', { loan_action: 3 })).statusCode).toBe(200);
    await answer(refunded.a, refunded.id, true);
    await answer(refunded.b, refunded.id, true);
    await grant(refunded.id);
    expect((await call(refunded.m, 'POST', '/userloanaction', { loan_action: 2 })).statusCode).toBe(200);
    // The one still waiting is read while the others have ended: each member sees their own.
    expect((await loanSeenBy(expired.m)).phase).toBe('awaiting_trusters');

    w.t.clock.advance(48 * HOUR);
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    await fresh(declined.m, cancelled.m, refunded.m, expired.m);
    const seen = await Promise.all(
      [declined, cancelled, refunded, expired].map(async (x) => loanSeenBy(x.m)),
    );
    expect(seen.map((s) => [s.phase, s.loan.loan_status, s.loan.owed])).toEqual([
      ['declined', 0, 0],
      ['cancelled', 0, 0],
      ['refunded', 0, 0],
      ['expired', 0, 0],
    ]);
    expect(seen.map((s) => s.loan.loan_id)).toEqual([declined.id, cancelled.id, refunded.id, expired.id]);
  });

  it('keeps a part-repaid loan as being repaid, with what is still owed', async () => {
    const { m, a, b, id } = await applied();
    await answer(a, id, true);
    await answer(b, id, true);
    await grant(id);
    await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    await w.t.database.db
      .update(payouts)
      .set({ status: 'sent' })
      .where(eq(payouts.reference, `loan:${id}:disbursal`));
    // A part repaid: still repaying, with what is owed.
    w.t.clock.advance(24 * HOUR);
    await fresh(m);
    const part = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 20_000,
      payment_method: 'transfer',
    });
    await confirmRepaymentTransfer(w.t.app.deps, part.json().data.reference);
    expect((await loanSeenBy(m)).loan).toMatchObject({ phase: 'repaying', loan_status: 3, owed: 30_000 });
  });
});
