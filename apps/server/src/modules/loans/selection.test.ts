import { LOAN_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, dayAfter, pinStatus, truster } from '../../test/loans.ts';
import { createMember } from '../../test/members.ts';

const w = loanWorld();
const { call, loanRow } = w;

/** A full submit (or a save, loan_process 2) of `amount` naira with every truster sent in the Silver tab. */
const send = (m: { headers: Record<string, string> }, amount: number, ids: number[], loan_process = 1) =>
  call(m, 'POST', '/userloanrequest', {
    loan_process,
    loan_amount: amount,
    loan_repayment_date: dayAfter(w.t, 30),
    trustmembers: { STM: ids.map((id) => ({ id })), GTM: [], PTM: [] },
  });

const refusal = (res: { statusCode: number; json: () => { message: string; data: unknown } }) => [
  res.statusCode,
  res.json().message,
  res.json().data,
];

// The weight of a selection (part 2 section 5): a Silver truster counts 1, Gold 5, Platinum 10, each by
// their own plan whatever tab the browser put them in, and any mix makes up the total between the
// amount's minimum and twice it.
describe('the weight of every plan’s trusters', () => {
  it('counts a Gold truster as five Silver: ₦600,000 needs 10, one Gold and four Silver fall short, five make it', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    const gold = await truster(w.t, m.userId, 'GOLD');
    const silver = await Promise.all([1, 2, 3, 4, 5].map(() => truster(w.t, m.userId)));
    const ids = silver.map((s) => s.userId);
    const short = await send(m, 600_000, [gold.userId, ...ids.slice(0, 4)]);
    expect(refusal(short)).toEqual([400, LOAN_MESSAGES.belowMinimum(10), { field: 'trustmembers' }]);
    expect(await pinStatus(w.t, gold.userId)).toBe(0);
    const exact = await send(m, 600_000, [gold.userId, ...ids]);
    expect(exact.statusCode, exact.body).toBe(200);
    const row = await loanRow(exact.json().data.loan_id);
    expect([row?.state, row?.minWeight, row?.maxWeight]).toEqual(['awaiting', 10, 20]);
    expect(await Promise.all([gold.userId, ...ids].map((id) => pinStatus(w.t, id)))).toEqual([
      3, 3, 3, 3, 3, 3,
    ]);
  });

  it('counts a Platinum truster as ten: two are the most ₦600,000 takes, one Silver more is too many', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    const p1 = await truster(w.t, m.userId, 'PLATINUM');
    const p2 = await truster(w.t, m.userId, 'PLATINUM');
    const s = await truster(w.t, m.userId);
    const over = await send(m, 600_000, [p1.userId, p2.userId, s.userId]);
    expect(refusal(over)).toEqual([400, LOAN_MESSAGES.exceeded, { field: 'trustmembers' }]);
    // Saving is refused too: a selection above the maximum is never kept.
    const saveOver = await send(m, 600_000, [p1.userId, p2.userId, s.userId], 2);
    expect(refusal(saveOver)).toEqual([400, LOAN_MESSAGES.exceeded, { field: 'trustmembers' }]);
    const atMax = await send(m, 600_000, [p1.userId, p2.userId]);
    expect(atMax.statusCode, atMax.body).toBe(200);
    expect(await Promise.all([p1, p2, s].map((x) => pinStatus(w.t, x.userId)))).toEqual([3, 3, 0]);
  });

  it('refuses one Platinum truster for ₦50,000 (10 above its 4), and a Platinum and a Silver for ₦5,000,001 (11 below its 50)', async () => {
    // ₦50,000: at least 2, at most 4; one Platinum (10) is too many.
    const m = await borrower(w.t, { plan: 'PLATINUM' });
    const p = await truster(w.t, m.userId, 'PLATINUM');
    const s = await truster(w.t, m.userId);
    const tooMuch = await send(m, 50_000, [p.userId]);
    expect(refusal(tooMuch)).toEqual([400, LOAN_MESSAGES.exceeded, { field: 'trustmembers' }]);
    // ₦5,000,001 needs five Platinum (50): one Platinum and one Silver (11) fall short.
    const big = await send(m, 5_000_001, [p.userId, s.userId]);
    expect(refusal(big)).toEqual([400, LOAN_MESSAGES.belowMinimum(50), { field: 'trustmembers' }]);
    // ₦100,000 with two Silver: exactly its minimum.
    const s2 = await truster(w.t, m.userId);
    const ok = await send(m, 100_000, [s.userId, s2.userId]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('keeps a saved selection below the minimum, and restricts and asks none of its trusters', async () => {
    const m = await borrower(w.t, { plan: 'GOLD' });
    const gold = await truster(w.t, m.userId, 'GOLD');
    const saved = await send(m, 600_000, [gold.userId], 2);
    expect(saved.json()).toMatchObject({ message: LOAN_MESSAGES.saved, data: { loan_status: 0 } });
    const id = saved.json().data.loan_id;
    expect((await loanRow(id))?.state).toBe('saved');
    expect(await pinStatus(w.t, gold.userId)).toBe(0);
    const asked = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, gold.userId), eq(notifications.loanId, id)));
    expect(asked).toEqual([]);
  });
});

describe('the field each refusal of a request points at', () => {
  it('names the amount, the repayment date or the trusters', async () => {
    const m = await borrower(w.t, { plan: 'SILVER' });
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const cap = await send(m, 1_000_001, [a.userId, b.userId]);
    expect(refusal(cap)).toEqual([400, 'Your SILVER plan lends up to ₦1,000,000', { field: 'loan_amount' }]);
    const base = {
      loan_process: 1,
      loan_amount: 50_000,
      trustmembers: { STM: [{ id: a.userId }, { id: b.userId }], GTM: [], PTM: [] },
    };
    const impossible = await call(m, 'POST', '/userloanrequest', {
      ...base,
      loan_repayment_date: '02/30/2026',
    });
    expect(refusal(impossible)).toEqual([400, LOAN_MESSAGES.dateInvalid, { field: 'loan_repayment_date' }]);
    const past = await call(m, 'POST', '/userloanrequest', {
      ...base,
      loan_repayment_date: dayAfter(w.t, -1),
    });
    expect(refusal(past)).toEqual([400, LOAN_MESSAGES.datePast, { field: 'loan_repayment_date' }]);
    const none = await send(m, 50_000, []);
    expect(refusal(none)).toEqual([400, LOAN_MESSAGES.noTrusters, { field: 'trustmembers' }]);
    const self = await send(m, 50_000, [m.userId, a.userId]);
    expect(refusal(self)).toEqual([400, LOAN_MESSAGES.notTruster, { field: 'trustmembers' }]);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });
});

describe('a member with no plan at all', () => {
  it('is told to upgrade, on the requirement, the request and the checklist', async () => {
    const m = await createMember(w.t, { user: { fullName: 'Nola Noplan' } });
    const res = await call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });
    expect(refusal(res)).toEqual([400, LOAN_MESSAGES.upgrade, { reason: 'upgrade' }]);
    const sent = await send(m, 50_000, []);
    expect(refusal(sent)).toEqual([400, LOAN_MESSAGES.upgrade, { reason: 'upgrade' }]);
    expect((await call(m, 'GET', '/loaneligibility')).json().data).toMatchObject({
      eligible: false,
      plan: null,
      loan_limit: 0,
    });
  });
});

describe('the mail each truster gets', () => {
  it('asks in two paragraphs: the loan, then how and by when to answer', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId, 'SILVER', 'Tayo Mail');
    const b = await truster(w.t, m.userId);
    expect((await send(m, 50_000, [a.userId, b.userId])).statusCode).toBe(200);
    await w.t.sendQueuedMail();
    const [me] = await w.t.database.db.select().from(users).where(eq(users.id, a.userId));
    expect(w.t.lastMailTo(me?.email ?? '')?.text).toContain(
      'Bola Borrower asked you to trust their interest-free loan of ₦50,000.\n\nOpen your notifications to TRUST or DECLINE.',
    );
  });
});
