import { LOAN_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, loanTrusters, payouts, proposals, users } from '../../db/schema/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, dayAfter, pinStatus, truster } from '../../test/loans.ts';

const w = loanWorld();
const { call, request, answer, fresh, loanRow } = w;

const hoursItem = async (m: { headers: Record<string, string> }) =>
  (await call(m, 'GET', '/loaneligibility'))
    .json()
    .data.items.find((i: { key: string }) => i.key === 'hours');

// The rules of a loan request beside the edges the other files test: the last hour of Friday and a
// Sunday, the repayment date, an application without trusters, and two members acting at once.
describe('the loan hours at the week’s ends', () => {
  it('takes a full submit on Friday at 16:59 in Lagos', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    w.t.clock.set('2026-01-16T15:59:00Z');
    await fresh(m);
    expect((await hoursItem(m)).met).toBe(true);
    expect((await request(m, [a.userId, b.userId])).statusCode).toBe(200);
  });

  it('refuses a full submit on Sunday at 10:00 in Lagos, in the checklist too', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    w.t.clock.set('2026-01-11T09:00:00Z');
    await fresh(m);
    expect(await hoursItem(m)).toEqual({ key: 'hours', met: false, message: LOAN_MESSAGES.hours });
    const res = await request(m, [a.userId, b.userId]);
    expect([res.statusCode, res.json().message, res.json().data]).toEqual([
      400,
      LOAN_MESSAGES.hours,
      { reason: 'hours' },
    ]);
    expect(await pinStatus(w.t, a.userId)).toBe(0);
  });
});

describe('the repayment date and the trusters of a request', () => {
  it('refuses an impossible day and a day before today in Lagos; today is taken', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const impossible = await request(m, [a.userId, b.userId], { loan_repayment_date: '02/30/2026' });
    expect([impossible.statusCode, impossible.json().message]).toEqual([400, LOAN_MESSAGES.dateInvalid]);
    const yesterday = await request(m, [a.userId, b.userId], { loan_repayment_date: dayAfter(w.t, -1) });
    expect([yesterday.statusCode, yesterday.json().message]).toEqual([400, LOAN_MESSAGES.datePast]);
    expect(await pinStatus(w.t, a.userId)).toBe(0);
    const today = await request(m, [a.userId, b.userId], { loan_repayment_date: dayAfter(w.t, 0) });
    expect(today.statusCode).toBe(200);
    expect((await loanRow(today.json().data.loan_id))?.repaymentDate).toBe('2026-01-05');
  });

  it('refuses a 13th month as an impossible day, and shows the day it took as MM/DD/YYYY', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const month13 = await request(m, [a.userId, b.userId], { loan_repayment_date: '13/01/2026' });
    expect([month13.statusCode, month13.json().message]).toEqual([400, LOAN_MESSAGES.dateInvalid]);
    const taken = await request(m, [a.userId, b.userId], { loan_repayment_date: '02/04/2026' });
    const detail = (
      await call(m, 'POST', '/getuserloandetail', { loan_id: taken.json().data.loan_id })
    ).json();
    expect(detail.data.loan_req_repayment_date).toBe('02/04/2026');
  });

  it('submits nothing without a truster, but saves an application without one', async () => {
    const m = await borrower(w.t);
    const none = await request(m, []);
    expect([none.statusCode, none.json().message]).toEqual([400, LOAN_MESSAGES.noTrusters]);
    const saved = await request(m, [], { loan_process: 2 });
    expect(saved.json()).toMatchObject({ message: LOAN_MESSAGES.saved, data: { loan_status: 0 } });
    expect((await loanRow(saved.json().data.loan_id))?.state).toBe('saved');
  });

  it('shows the console a saved application as not submitted, and a submitted one with its time', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const saved = (await request(m, [a.userId, b.userId], { loan_process: 2 })).json().data.loan_id;
    w.t.clock.advance(60_000);
    await fresh(m, w.loansOperator);
    const sent = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const listed = async (state: string, id: number) =>
      (await call(w.loansOperator, 'GET', `/admin/loans?state=${state}`))
        .json()
        .data.loans.find((l: { id: number }) => l.id === id);
    expect(await listed('saved', saved)).toMatchObject({ state: 'saved', submitted_at: null });
    expect(await listed('awaiting', sent)).toMatchObject({
      state: 'awaiting',
      submitted_at: w.t.clock.now().toISOString(),
    });
    expect((await loanRow(saved))?.expiresAt).toBeNull();
  });

  it('refuses a second application while one waits for its trusters', async () => {
    const m = await borrower(w.t);
    const ts = await Promise.all([1, 2, 3, 4].map(() => truster(w.t, m.userId)));
    const first = await request(m, [ts[0]?.userId ?? 0, ts[1]?.userId ?? 0]);
    expect(first.json()).toMatchObject({ message: LOAN_MESSAGES.submitted, data: { loan_status: 2 } });
    const second = await request(m, [ts[2]?.userId ?? 0, ts[3]?.userId ?? 0]);
    expect([second.statusCode, second.json().message]).toEqual([409, LOAN_MESSAGES.openLoan]);
    // The refused application restricted nobody.
    expect([await pinStatus(w.t, ts[2]?.userId ?? 0), await pinStatus(w.t, ts[3]?.userId ?? 0)]).toEqual([
      0, 0,
    ]);
  });

  it('submits a saved application with the trusters picked now, not those it was saved with', async () => {
    const m = await borrower(w.t);
    const ts = await Promise.all([1, 2, 3, 4].map(() => truster(w.t, m.userId)));
    const ids = ts.map((t) => t.userId);
    const saved = (await request(m, [ids[0] ?? 0, ids[1] ?? 0], { loan_process: 2 })).json().data.loan_id;
    const sent = await request(m, [ids[2] ?? 0, ids[3] ?? 0], { loan_id: saved });
    expect(sent.json().data).toEqual({ loan_id: saved, loan_status: 2 });
    const detail = (await call(m, 'POST', '/getuserloandetail', { loan_id: saved })).json().data;
    expect(detail.loan_trsut_members.map((t: { u_id: number }) => t.u_id)).toEqual([ids[2], ids[3]]);
    expect(await Promise.all(ids.map((id) => pinStatus(w.t, id)))).toEqual([0, 0, 3, 3]);
    const row = await loanRow(saved);
    expect(row?.expiresAt?.toISOString()).toBe('2026-01-07T09:00:00.000Z');
    expect(row?.submittedAt?.toISOString()).toBe('2026-01-05T09:00:00.000Z');
  });
});

describe('withdrawing and cancelling', () => {
  it('withdraws (1) an application waiting for its trusters without the member’s code', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    // No money leaves on this withdrawal, so no code is asked.
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/userloanaction',
      headers: m.headers,
      payload: { loan_action: 1 },
    });
    expect([res.statusCode, res.json().message]).toEqual([200, LOAN_MESSAGES.withdrawn]);
    expect((await loanRow(id))?.state).toBe('withdrawn');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });

  it('withdraws (1) an older saved application named by its id without the code, while a granted loan waits', async () => {
    const m = await borrower(w.t);
    const saved = (await request(m, [], { loan_process: 2 })).json().data.loan_id;
    w.t.clock.advance(60_000);
    await fresh(m);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const granted = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    await answer(a, granted, true);
    await answer(b, granted, true);
    await w.grant(granted);
    // Only the granted loan's withdrawal sends money to the bank; the saved one's asks for no code.
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/userloanaction',
      headers: m.headers,
      payload: { loan_action: 1, loan_id: saved },
    });
    expect([res.statusCode, res.json().message]).toEqual([200, LOAN_MESSAGES.withdrawn]);
    expect([(await loanRow(saved))?.state, (await loanRow(granted))?.state]).toEqual([
      'withdrawn',
      'granted',
    ]);
  });

  it('cancels the newest application: a submitted one before an older saved one', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const saved = (await request(m, [], { loan_process: 2 })).json().data.loan_id;
    w.t.clock.advance(60_000);
    await fresh(m);
    const sent = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    const cancel = await call(m, 'POST', '/userloanaction', { loan_action: 3 });
    expect(cancel.json()).toMatchObject({ message: LOAN_MESSAGES.cancelled, data: { loan_id: sent } });
    expect([(await loanRow(sent))?.state, (await loanRow(saved))?.state]).toEqual(['cancelled', 'saved']);
    // Named by its id, the older one is cancelled.
    const named = await call(m, 'POST', '/userloanaction', { loan_action: 3, loan_id: saved });
    expect(named.json().data).toEqual({ loan_id: saved, loan_status: 0 });
    expect((await loanRow(saved))?.state).toBe('cancelled');
  });
});

describe('two members at once', () => {
  it('acts only on the signed-in member’s application, whatever loan id is sent', async () => {
    const m1 = await borrower(w.t);
    const m2 = await borrower(w.t);
    const [a1, b1, a2, b2] = await Promise.all([m1, m1, m2, m2].map((m) => truster(w.t, m.userId)));
    const id1 = (await request(m1, [a1?.userId ?? 0, b1?.userId ?? 0])).json().data.loan_id;
    const id2 = (await request(m2, [a2?.userId ?? 0, b2?.userId ?? 0])).json().data.loan_id;
    // The second member names the first one's loan: nothing to act on.
    const cross = await call(m2, 'POST', '/userloanaction', { loan_action: 3, loan_id: id1 });
    expect([cross.statusCode, cross.json().message]).toEqual([400, LOAN_MESSAGES.noAction]);
    expect((await loanRow(id1))?.state).toBe('awaiting');
    // Their own cancel ends only their own.
    expect((await call(m2, 'POST', '/userloanaction', { loan_action: 3 })).json().data.loan_id).toBe(id2);
    expect([(await loanRow(id1))?.state, (await loanRow(id2))?.state]).toEqual(['awaiting', 'cancelled']);
    expect(await pinStatus(w.t, a1?.userId ?? 0)).toBe(3);
    expect((await call(m1, 'GET', '/usercurrentloan')).json().data).toEqual({
      loan_id: id1,
      loan_status: 2,
      state: 'awaiting',
    });
    expect((await call(m2, 'GET', '/usercurrentloan')).json().data).toBeNull();
  });

  it('neither reads nor submits another member’s saved application', async () => {
    const m1 = await borrower(w.t);
    const m2 = await borrower(w.t);
    const a = await truster(w.t, m2.userId);
    const b = await truster(w.t, m2.userId);
    const saved = (await request(m1, [], { loan_process: 2 })).json().data.loan_id;
    const read = await call(m2, 'POST', '/getusersavedloanrequest', { loan_id: saved });
    expect(read.json().data).toBeNull();
    const taken = await request(m2, [a.userId, b.userId], { loan_id: saved });
    expect([taken.statusCode, taken.json().message]).toEqual([
      404,
      'We could not find this saved loan application',
    ]);
    expect((await loanRow(saved))?.state).toBe('saved');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
    const own = await call(m1, 'POST', '/getusersavedloanrequest', { loan_id: saved });
    expect(own.json().data).toMatchObject({ loan_id: saved, loan_amount: 50_000 });
  });

  it('takes one truster’s answer only for the loan they were asked to trust', async () => {
    const m1 = await borrower(w.t);
    const m2 = await borrower(w.t);
    const [a1, b1, a2, b2] = await Promise.all([m1, m1, m2, m2].map((m) => truster(w.t, m.userId)));
    const id1 = (await request(m1, [a1?.userId ?? 0, b1?.userId ?? 0])).json().data.loan_id;
    const id2 = (await request(m2, [a2?.userId ?? 0, b2?.userId ?? 0])).json().data.loan_id;
    if (!a2) throw new Error('no truster');
    const other = await answer(a2, id1, false);
    expect([other.statusCode, other.json().message]).toEqual([404, 'We could not find this loan request']);
    expect([(await loanRow(id1))?.state, (await loanRow(id2))?.state]).toEqual(['awaiting', 'awaiting']);
  });
});

describe('the trusters a request may name', () => {
  it('takes a selection at its maximum weight: four Silver trusters for ₦50,000', async () => {
    const m = await borrower(w.t);
    const ts = await Promise.all([1, 2, 3, 4].map(() => truster(w.t, m.userId)));
    const res = await request(
      m,
      ts.map((t) => t.userId),
    );
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(ts.map((t) => pinStatus(w.t, t.userId)))).toEqual([3, 3, 3, 3]);
  });

  it('names the truster whose pin is no longer available', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const busy = await truster(w.t, m.userId);
    await w.t.database.db.update(users).set({ tfpPinStatus: 2 }).where(eq(users.id, busy.userId));
    const [pin] = await w.t.database.db
      .select({ pin: users.tfpPin })
      .from(users)
      .where(eq(users.id, busy.userId));
    const res = await request(m, [a.userId, busy.userId]);
    expect([res.statusCode, res.json().message, res.json().data]).toEqual([
      409,
      LOAN_MESSAGES.unavailable(pin?.pin ?? ''),
      { truster: busy.userId },
    ]);
  });

  it('records each truster’s answer, with the terms they agreed to and when', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    w.t.clock.advance(60_000);
    await fresh(a, b);
    await answer(a, id, true);
    const rows = async () =>
      (await w.t.database.db.select().from(loanTrusters).where(eq(loanTrusters.loanId, id)))
        .sort((x, y) => x.trusterId - y.trusterId)
        .map((r) => [r.trusterId, r.answer, r.termsChecked, r.answeredAt?.toISOString() ?? null]);
    const at = w.t.clock.now().toISOString();
    expect(await rows()).toEqual([
      [a.userId, 1, 1, at],
      [b.userId, null, 0, null],
    ]);
    await answer(b, id, false);
    expect((await rows())[1]).toEqual([b.userId, 0, 0, at]);
    const detail = (await call(m, 'POST', '/getuserloandetail', { loan_id: id })).json().data;
    expect(detail.loan_trsut_members.map((x: { status: string }) => x.status)).toEqual([
      'Trusted',
      'Declined',
    ]);
  });
});

describe('withdrawing an approved or granted loan', () => {
  it('closes the disbursal proposal waiting in the console with the member’s reason', async () => {
    const { m, id } = await w.trustedLoan();
    await fresh(w.loansOperator);
    const p = (await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).json().data;
    w.t.clock.advance(60_000);
    await fresh(m);
    const res = await call(m, 'POST', '/userloanaction', { loan_action: 1, loan_id: id });
    expect(res.json()).toMatchObject({
      message: LOAN_MESSAGES.withdrawn,
      data: { loan_id: id, loan_status: 0 },
    });
    const [row] = await w.t.database.db.select().from(proposals).where(eq(proposals.id, p.id));
    expect([row?.status, row?.reason, row?.decidedAt?.toISOString()]).toEqual([
      'rejected',
      'The member withdrew the loan application',
      w.t.clock.now().toISOString(),
    ]);
    expect((await loanRow(id))?.state).toBe('withdrawn');
  });

  it.each([
    ['bankName', { bankName: null }],
    ['accountNumber', { accountNumber: null }],
    ['accountHolderName', { accountHolderName: null }],
  ] as const)('pays nothing out without the member’s %s', async (_, missing) => {
    const { m, id } = await w.trustedLoan();
    await w.grant(id);
    await w.t.database.db.update(users).set(missing).where(eq(users.id, m.userId));
    const res = await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    expect([res.statusCode, res.json().message]).toEqual([400, LOAN_MESSAGES.noBank]);
    expect((await loanRow(id))?.state).toBe('granted');
    expect(await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId))).toEqual([]);
  });

  it('posts the debt as an interest-free loan and sends the payout to the bank on file', async () => {
    const { m, id } = await w.trustedLoan();
    await w.grant(id);
    await call(m, 'POST', '/userloanaction', { loan_action: 1 });
    const [entry] = await w.t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `loan:${id}:disbursal`));
    expect(entry?.description).toBe('Interest-free loan');
    const [me] = await w.t.database.db.select().from(users).where(eq(users.id, m.userId));
    const [payout] = await w.t.database.db.select().from(payouts).where(eq(payouts.userId, m.userId));
    expect(payout).toMatchObject({ bankCode: me?.bankCode, reference: `loan:${id}:disbursal` });
  });

  it('answers the approving operator with the loan granted: its id and the wallet’s status 1', async () => {
    const { m, id } = await w.trustedLoan();
    await fresh(w.loansOperator, w.secondOperator);
    const p = (await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).json().data;
    const approved = await call(w.secondOperator, 'POST', `/admin/approvals/${p.id}/approve`, {
      payload_hash: p.payload_hash,
    });
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      result: { loan_id: id, loan_status: 1 },
    });
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(1);
  });

  it('shows the second operator what they approve: amount, member, pin and the repayment day', async () => {
    const { m, id } = await w.trustedLoan();
    await fresh(w.loansOperator);
    const p = (await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`)).json().data;
    const [me] = await w.t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(p.summary).toBe(
      `Disburse a loan of ₦50,000 to Bola Borrower (${me?.tfpPin}), repayable by 4 Feb 2026`,
    );
    expect(p).toMatchObject({ kind: 'loan-disbursal', subject: `loan:${id}` });
  });
});
