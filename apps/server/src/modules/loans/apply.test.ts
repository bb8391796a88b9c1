import { LOAN_MESSAGES, MONEY_OUT_MESSAGES, selectionLimits } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, notifications, payouts, proposals, users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, pinStatus, truster } from '../../test/loans.ts';
import { createMember } from '../../test/members.ts';
import { expireLoanRequests } from './index.ts';

const HOUR = 3_600_000;
const w = loanWorld();
const { call, request, answer, fresh, grant, loanRow, trustedLoan, grantedLoan } = w;

// Applying for a loan, and the trusters' part until it is granted or ends (part 2 sections 4.3 to 4.13).
describe('eligibility and the requirement (section 4.6, 5, 6)', () => {
  it('refuses a basic plan, no card, a profile under 75% and fewer than 12 weeks, each with its reason', async () => {
    const cases = [
      [await borrower(w.t, { plan: 'ORDINARY' }), 'upgrade'],
      [await borrower(w.t, { card: false }), 'card'],
      [await borrower(w.t, { profile: false }), 'profile'],
      [await borrower(w.t, { weeks: 11 }), 'weeks'],
    ] as const;
    for (const [m, reason] of cases) {
      const res = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toEqual({ reason });
    }
  });

  it('lends nothing on a plan still waiting for its payment (a bank transfer not yet confirmed)', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    await w.t.database.db
      .update(memberships)
      .set({ status: 'pending' })
      .where(eq(memberships.userId, m.userId));
    const res = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    expect([res.statusCode, res.json().message, res.json().data]).toEqual([
      400,
      LOAN_MESSAGES.upgrade,
      { reason: 'upgrade' },
    ]);
    const c = (await call(m, 'GET', '/loaneligibility')).json().data;
    expect(c).toMatchObject({ eligible: false, plan: null, plan_limit: 0, loan_limit: 0 });
    expect(c.items[0]).toEqual({ key: 'plan', met: false, message: LOAN_MESSAGES.upgrade });
  });

  it('answers the trusters an amount needs, within the plan’s cap, from N10,000', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    const small = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    // The spec's shape (part 2 sections 3, 7): a list of pl_name and pl_value, Max meaning no limit.
    expect(small.json().data).toEqual([
      { pl_name: 'STM', pl_value: 2 },
      { pl_name: 'GTM', pl_value: 'Max' },
      { pl_name: 'PTM', pl_value: 'Max' },
    ]);
    const gold = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 2_000_000 });
    expect(gold.json().data).toEqual([
      { pl_name: 'STM', pl_value: 'Max' },
      { pl_name: 'GTM', pl_value: 5 },
      { pl_name: 'PTM', pl_value: 'Max' },
    ]);
    expect(selectionLimits(gold.json().data)).toEqual({ min: 25, max: 50 });
    const low = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 9_999 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Minimum loan amount should be N10,000');
    const above = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 6_000_000 });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('Your GOLD plan lends up to ₦5,000,000');
  });

  it('takes a full submit Monday to Friday 8am to 5pm Lagos by the clock; saving is taken any time', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    // Saturday 10 Jan, 10:00 Lagos.
    w.t.clock.set('2026-01-10T09:00:00Z');
    await fresh(m);
    const sat = await request(m, [a.userId, b.userId]);
    expect(sat.statusCode).toBe(400);
    expect(sat.json().message).toBe(LOAN_MESSAGES.hours);
    const saved = await request(m, [a.userId, b.userId], { loan_process: 2 });
    expect(saved.statusCode).toBe(200);
    expect(await pinStatus(w.t, a.userId)).toBe(0);
    // Monday 7:59 refused, 8:00 taken; Friday 17:00 refused.
    w.t.clock.set('2026-01-12T06:59:00Z');
    await fresh(m);
    expect((await request(m, [a.userId, b.userId])).statusCode).toBe(400);
    w.t.clock.set('2026-01-16T16:00:00Z');
    await fresh(m);
    expect((await request(m, [a.userId, b.userId])).statusCode).toBe(400);
    w.t.clock.set('2026-01-12T07:00:00Z');
    await fresh(m);
    const ok = await request(m, [a.userId, b.userId], { loan_id: saved.json().data.loan_id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ loan_id: saved.json().data.loan_id, loan_status: 2 });
  });

  it('refuses a selection above the maximum, below the minimum, or outside the trust network', async () => {
    const m = await borrower(w.t);
    const s = await Promise.all([1, 2, 3, 4, 5].map(() => truster(w.t, m.userId)));
    const over = await request(
      m,
      s.map((x) => x.userId),
    );
    expect(over.json().message).toBe('You have exceeded your selection limit');
    const under = await request(m, [s[0]?.userId ?? 0]);
    expect(under.statusCode).toBe(400);
    expect(under.json().message).toBe(LOAN_MESSAGES.belowMinimum(2));
    const stranger = await createMember(w.t, { plan: 'SILVER' });
    const outside = await request(m, [s[0]?.userId ?? 0, stranger.userId]);
    expect(outside.json().message).toBe(LOAN_MESSAGES.notTruster);
    expect(await pinStatus(w.t, s[0]?.userId ?? 0)).toBe(0);
  });
});

describe('trusters (sections 4.11-4.13)', () => {
  it('refuses a truster whose pin is in use, and of two borrowers racing for one truster takes one', async () => {
    const m1 = await borrower(w.t);
    const m2 = await borrower(w.t);
    const busy = await truster(w.t, m1.userId);
    await w.t.database.db.update(users).set({ tfpPinStatus: 1 }).where(eq(users.id, busy.userId));
    const other = await truster(w.t, m1.userId);
    const refused = await request(m1, [busy.userId, other.userId]);
    expect(refused.statusCode).toBe(409);
    expect(await pinStatus(w.t, other.userId)).toBe(0);

    const shared = await truster(w.t, m1.userId);
    const { linkTrust } = await import('../../test/loans.ts');
    await linkTrust(w.t, m2.userId, shared.userId);
    const own1 = await truster(w.t, m1.userId);
    const own2 = await truster(w.t, m2.userId);
    const [r1, r2] = await Promise.all([
      request(m1, [shared.userId, own1.userId]),
      request(m2, [shared.userId, own2.userId]),
    ]);
    expect([r1.statusCode, r2.statusCode].sort()).toEqual([200, 409]);
    expect(await pinStatus(w.t, shared.userId)).toBe(3);
    const loser = r1.statusCode === 409 ? own1 : own2;
    expect(await pinStatus(w.t, loser.userId)).toBe(0);
  });

  it('ends a request after 48 hours by the clock and frees the pins; running again changes nothing', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const res = await request(m, [a.userId, b.userId]);
    const id = res.json().data.loan_id;
    expect((await answer(a, id, true)).statusCode).toBe(200);
    w.t.clock.advance(48 * HOUR - 1000);
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect((await loanRow(id))?.state).toBe('awaiting');
    w.t.clock.advance(1000);
    expect((await expireLoanRequests(w.t.database.db, w.t.clock.now())).expired).toBeGreaterThanOrEqual(1);
    expect((await expireLoanRequests(w.t.database.db, w.t.clock.now())).expired).toBe(0);
    await fresh(b);
    expect((await loanRow(id))?.state).toBe('expired');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    const late = await answer(b, id, true);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(LOAN_MESSAGES.ended);
  });

  it('takes answers only from the loan’s trusters, TRUST only with the terms checked; a decline ends it', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const [note] = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.loanId, id)));
    expect(note?.key).toBe('aye_noty_loan_request_to_trusters');
    // Each truster is asked in-app, by the borrower's name.
    for (const t of [a, b]) {
      const notes = await w.t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, t.userId), eq(notifications.loanId, id)));
      expect(notes.map((x) => [x.subject, x.message, x.byUserId])).toEqual([
        [
          'Loan trust request',
          'Bola Borrower asked you to trust their loan. Answer within 48 hours.',
          m.userId,
        ],
      ]);
    }
    // The email leaves through the mail outbox, written with the request.
    await w.t.sendQueuedMail();
    const mail = w.t.lastMailTo(
      (await w.t.database.db.select().from(users).where(eq(users.id, a.userId)))[0]?.email ?? '',
    );
    expect(mail?.subject).toBe('Trust Fund: A trust member asked you to trust their loan');
    expect(mail?.text).toContain('Bola Borrower asked you to trust their interest-free loan of ₦50,000.');
    expect(mail?.text).toContain(
      'Open your notifications to TRUST or DECLINE. The request ends if it is not answered within 48 hours.',
    );
    const stranger = await createMember(w.t, { plan: 'SILVER' });
    expect((await answer(stranger, id, true)).statusCode).toBe(404);
    const noTerms = await answer(a, id, true, 0);
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe(LOAN_MESSAGES.terms);
    expect((await answer(a, id, false)).json().data).toEqual({ loan_id: id, loan_status: 0 });
    expect((await loanRow(id))?.state).toBe('declined');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });

  it('shows a loan to its borrower and trusters only: anyone else gets 404', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const mine = await call(m, 'POST', '/getuserloandetail', { loan_id: id });
    expect(mine.json().data).toMatchObject({ loan_req_amount: 50_000, loan_status: 2, is_borrower: true });
    expect(mine.json().data.loan_trsut_members.map((x: { status: string }) => x.status)).toEqual([
      'Pending',
      'Pending',
    ]);
    expect((await call(a, 'POST', '/getuserloandetail', { loan_id: id })).statusCode).toBe(200);
    const other = await borrower(w.t);
    expect((await call(other, 'POST', '/getuserloandetail', { loan_id: id })).statusCode).toBe(404);
    expect((await call(other, 'POST', '/getuserloandetail', { loan_id: 999_999 })).statusCode).toBe(404);
  });

  it('cancels (3) an application waiting for its trusters, and withdraws (1) one pending disbursal', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const first = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const cancel = await call(m, 'POST', '/userloanaction', { loan_action: 3 });
    expect(cancel.json().message).toBe(LOAN_MESSAGES.cancelled);
    expect((await loanRow(first))?.state).toBe('cancelled');
    expect(await pinStatus(w.t, a.userId)).toBe(0);

    const second = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    await answer(a, second, true);
    await answer(b, second, true);
    expect((await call(w.loansOperator, 'POST', `/admin/loans/${second}/propose`)).statusCode).toBe(200);
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 3 })).statusCode).toBe(400);
    const withdraw = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect(withdraw.statusCode).toBe(200);
    const [p] = await w.t.database.db
      .select()
      .from(proposals)
      .where(eq(proposals.subject, `loan:${second}`));
    expect(p?.status).toBe('rejected');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
  });

  it('refunds (2) a granted loan before any money moved: it ends, nothing is owed, the trusters are free', async () => {
    const { m, a, b, id } = await trustedLoan();
    // Nothing to refund before the operators grant it.
    expect((await call(m, 'POST', '/userloanaction', { loan_action: 2 })).json().message).toBe(
      LOAN_MESSAGES.noAction,
    );
    await grant(id);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(1);
    expect((await call(m, 'GET', '/userdashboard')).json().data).toMatchObject({
      loan_pop_etc_status: 1,
      loan_status: 1,
    });
    const refund = await call(m, 'POST', '/userloanaction', { loan_action: 2 });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ message: LOAN_MESSAGES.refunded, data: { loan_status: 0 } });
    expect((await loanRow(id))?.state).toBe('refunded');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    expect(
      await w.t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.reference, `loan:${id}:disbursal`)),
    ).toEqual([]);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(0);
  });

  it('withdraws (1) a granted loan only to bank details on file; a withdrawn loan is refunded by repaying', async () => {
    const { m, a, b, id } = await trustedLoan();
    await grant(id);
    const bank = (await w.t.database.db.select().from(users).where(eq(users.id, m.userId)))[0];
    await w.t.database.db.update(users).set({ accountNumber: null }).where(eq(users.id, m.userId));
    const refused = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LOAN_MESSAGES.noBank);
    expect((await loanRow(id))?.state).toBe('granted');
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);

    await w.t.database.db
      .update(users)
      .set({ accountNumber: bank?.accountNumber ?? null })
      .where(eq(users.id, m.userId));
    // Without the member's code nothing moves: the withdrawal to the bank asks for it first.
    const noCode = await w.t.app.inject({
      method: 'POST',
      url: '/api/userloanaction',
      headers: m.headers,
      payload: { loan_action: 1 },
    });
    expect([noCode.statusCode, noCode.json().message]).toEqual([400, MONEY_OUT_MESSAGES.codeRequired]);
    expect((await loanRow(id))?.state).toBe('granted');
    const withdraw = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect(withdraw.json()).toMatchObject({ message: LOAN_MESSAGES.withdrawing, data: { loan_status: 5 } });
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(5_000_000n);
    const again = await call(m, 'POST', '/userloanaction', { loan_action: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(LOAN_MESSAGES.refundByRepay);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([1, 1]);
  });

  it('closes a granted loan not withdrawn by its repayment date and frees its trusters', async () => {
    const { a, b, id } = await grantedLoan(2);
    w.t.clock.advanceDays(2);
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect((await loanRow(id))?.state).toBe('granted');
    w.t.clock.advanceDays(1);
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect((await loanRow(id))?.state).toBe('refunded');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });
});
