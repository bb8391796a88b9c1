import { LOAN_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower, pinStatus, truster } from '../../test/loans.ts';

const HOUR = 3_600_000;
const w = loanWorld();
const { request, answer, fresh, loanRow } = w;

// The trusters' 48 hours enforced by the request itself, with the expiry job never run: a job that
// is late (or down) must not leave a window in which a request past its time is still trusted.
describe('the 48 hours without the expiry run', () => {
  it('takes a truster’s answer a second before the 48 hours end', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    w.t.clock.advance(48 * HOUR - 1000);
    await fresh(a);
    expect((await answer(a, id, true)).statusCode).toBe(200);
    expect((await loanRow(id))?.state).toBe('awaiting');
  });

  it('refuses an answer at the 48th hour, ends the request there and frees every pin', async () => {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id = (await request(m, [a.userId, b.userId])).json().data.loan_id;
    expect((await answer(a, id, true)).statusCode).toBe(200);
    w.t.clock.advance(48 * HOUR);
    await fresh(b);
    const late = await answer(b, id, true);
    expect([late.statusCode, late.json().message]).toEqual([409, LOAN_MESSAGES.ended]);
    expect((await loanRow(id))?.state).toBe('expired');
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);
  });
});
