import { BANK_MESSAGES, formatDateTime, LOAN_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SERIALS, sandboxAccount } from '../../gateways/index.ts';
import { postToMember } from '../../test/ledger.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { createMember, signIn, type TestMember } from '../../test/members.ts';
import { bankForm, moneyOutCode } from '../../test/money-out.ts';
import { cycleDates } from '../contributions/schedule.ts';

const w = loanWorld();
const { call, grant, trustedLoan } = w;
const HOUR = 3_600_000;
let seq = 0;

const fresh = async (m: TestMember) => ({
  ...m,
  headers: await signIn(w.t.database.db, m.userId, w.t.clock.now()),
});
/** The member saves new payout details through the bank form, as the profile sends it. */
async function changeBank(m: TestMember, serial = '012345678') {
  const res = await call(await fresh(m), 'POST', '/updateuserprofile', {
    ...(await bankForm(w.t, m.userId, sandboxAccount('044', serial), '044')),
  });
  expect(res.statusCode).toBe(200);
}
async function redeem(m: TestMember) {
  const f = await fresh(m);
  return call(f, 'POST', '/referalreedem', {
    redeem_amount: 5000,
    code: await moneyOutCode(w.t, f, 'redemption'),
  });
}
const earner = async () => {
  const m = await createMember(w.t, { plan: 'SILVER', bank: true });
  await postToMember(w.t, m.userId, 'referral-earning', 1_000_000n, `test-hold-earn-${m.userId}-${++seq}`);
  return m;
};
const heldUntil = (changedAt: Date) =>
  BANK_MESSAGES.heldForNewDetails(formatDateTime(new Date(changedAt.getTime() + 24 * HOUR)));

describe('money out while the payout is held: the member is told why and until when', () => {
  it('says, on a redemption after new bank details, that it is sent after 24 hours, in Lagos time; not to another member, nor after the 24 hours', async () => {
    const m = await earner();
    const other = await earner();
    const changedAt = w.t.clock.now();
    await changeBank(m);

    const held = await redeem(m);
    expect(held.statusCode).toBe(200);
    expect(held.json().message).toContain('is recorded');
    expect(held.json().message).toContain(heldUntil(changedAt));
    // 09:00 UTC on Monday 5 Jan is 10:00 in Lagos: the next day's 10:00 is what the member reads.
    expect(held.json().message).toContain('6 Jan 2026, 10:00 (Lagos time)');

    const notHeld = await redeem(other);
    expect(notHeld.statusCode).toBe(200);
    expect(notHeld.json().message).not.toContain('Lagos time');

    w.t.clock.set(new Date(changedAt.getTime() + 24 * HOUR + 60_000));
    const later = await redeem(m);
    expect(later.statusCode).toBe(200);
    expect(later.json().message).not.toContain('Lagos time');
  });

  it('says, on a cash-out to an account in someone else’s name, that it waits for an operator’s approval', async () => {
    const start = new Date('2025-01-06T09:00:00Z');
    const m = await createMember(w.t, { plan: 'SILVER', startedAt: start, bank: true });
    await postToMember(w.t, m.userId, 'contribution', 5_200_000n, `test-hold-cashout-${m.userId}`, start);
    await changeBank(m, SANDBOX_SERIALS.someoneElse);
    w.t.clock.set(cycleDates(start, 12).cashoutFrom);
    const f = await fresh(m);
    const res = await call(f, 'POST', '/cashout', {
      cashout_amount: 52000,
      code: await moneyOutCode(w.t, f, 'cashout'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('Your cashout request has been submitted');
    expect(res.json().message).toContain(BANK_MESSAGES.underReview);
  });

  it('says, on a loan withdrawal after new bank details, until when the money waits', async () => {
    const { m, id } = await trustedLoan();
    await grant(id);
    const changedAt = w.t.clock.now();
    await changeBank(m);
    const res = await call(await fresh(m), 'POST', '/userloanaction', { loan_action: 1, loan_id: id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${LOAN_MESSAGES.withdrawing} ${heldUntil(changedAt)}`);
  });
});
