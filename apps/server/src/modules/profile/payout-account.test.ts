import { BANK_MESSAGES, PAYOUT_MESSAGES, PROFILE_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payouts } from '../../db/schema/index.ts';
import { SANDBOX_SERIALS, sandboxAccount } from '../../gateways/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, signIn, type TestMember } from '../../test/members.ts';
import { bankForm } from '../../test/money-out.ts';

let t: TestApp;
let finance: TestMember;
let support: TestMember;
beforeAll(async () => {
  t = await createTestApp();
  finance = await createMember(t, { user: { role: 'finance', fullName: 'Funmi Finance' } });
  support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A session signed in at the clock's now: the tests move the clock past operators' 30 idle minutes. */
const fresh = async (m: TestMember) => ({
  ...m,
  headers: await signIn(t.database.db, m.userId, t.clock.now()),
});
const save = async (m: TestMember, account: string, bank = '50211') =>
  t.app.inject({
    method: 'POST',
    url: '/api/updateuserprofile',
    headers: m.headers,
    payload: await bankForm(t, m.userId, account, bank),
  });
const profile = async (m: TestMember) =>
  (await t.app.inject({ method: 'GET', url: '/api/userprofile', headers: (await fresh(m)).headers })).json()
    .data;
const queue = async (who: TestMember) =>
  t.app.inject({ method: 'GET', url: '/api/admin/bank-reviews', headers: (await fresh(who)).headers });
const decide = async (who: TestMember, id: number, decision: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/bank-reviews/${id}`,
    headers: (await fresh(who)).headers,
    payload: { decision },
  });

/** A redemption payout waiting to be batched, with the member's current bank details. */
async function waitingPayout(m: TestMember) {
  const [row] = await t.database.db
    .insert(payouts)
    .values({
      userId: m.userId,
      kind: 'redemption',
      reference: `test-hold:${m.userId}:${Date.now()}`,
      amountKobo: 500_000n,
      bankName: 'Kuda Bank',
      bankCode: '50211',
      accountNumber: sandboxAccount('50211', '123456789'),
      accountHolderName: 'EZE NGOZI',
      createdAt: t.clock.now(),
    })
    .returning();
  if (!row) throw new Error('no payout');
  return row;
}
const propose = async (id: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/payouts/batches',
    headers: (await fresh(finance)).headers,
    payload: { payout_ids: [id], method: 'transfer' },
  });

describe('payout bank details: the bank names the account', () => {
  it("saves the bank's name for an account in the member's name, and holds payouts for 24 hours", async () => {
    const m = await createMember(t, { user: { fullName: 'Ngozi Eze' } });
    const res = await save(m, sandboxAccount('50211', '123456789'));
    expect(res.json()).toMatchObject({
      message: PROFILE_MESSAGES.bankSaved,
      data: {
        up_bank_name: 'Kuda Bank',
        up_bank_code: '50211',
        up_bank_holder_name: 'EZE NGOZI',
        up_bank_name_check: 'matched',
      },
    });
    expect(res.json().data.up_bank_hold).toMatch(/^Your bank details were changed less than 24 hours ago/);
    const payout = await waitingPayout(m);
    t.clock.advance(24 * HOUR - 60_000);
    const early = await propose(payout.id);
    expect([early.statusCode, early.json().message]).toEqual([400, PAYOUT_MESSAGES.held(`#${payout.id}`)]);
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/payouts',
        headers: (await fresh(finance)).headers,
      })
    ).json().data.payouts;
    expect(listed.find((p: { id: number }) => p.id === payout.id)?.hold).toMatch(/less than 24 hours ago/);
    t.clock.advance(2 * 60_000);
    expect((await profile(m)).up_bank_hold).toBeNull();
    expect((await propose(payout.id)).statusCode).toBe(200);
  });

  it("sends an account in someone else's name to the review queue, tells the member, and holds payouts until approved", async () => {
    const m = await createMember(t, { user: { fullName: 'Ngozi Eze' } });
    const res = await save(m, sandboxAccount('50211', SANDBOX_SERIALS.someoneElse));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(BANK_MESSAGES.underReview);
    expect(res.json().data).toMatchObject({
      up_bank_name_check: 'review',
      up_bank_hold: BANK_MESSAGES.underReview,
      up_bank_holder_name: 'OKAFOR CHINEDU',
    });

    const listed = (await queue(finance)).json().data;
    expect(listed.find((r: { member: { id: number } }) => r.member.id === m.userId)).toMatchObject({
      bank_name: 'Kuda Bank',
      account_name: 'OKAFOR CHINEDU',
      member: { name: 'Ngozi Eze' },
    });
    const payout = await waitingPayout(m);
    t.clock.advance(25 * HOUR);
    expect((await propose(payout.id)).statusCode).toBe(400);

    expect((await decide(support, m.userId, 'approve')).statusCode).toBe(403);
    expect((await decide(m, m.userId, 'approve')).statusCode).toBe(403);
    expect((await queue(m)).statusCode).toBe(403);
    const approved = await decide(finance, m.userId, 'approve');
    expect(approved.json()).toMatchObject({ data: { member_id: m.userId, state: 'approved' } });
    expect((await decide(finance, m.userId, 'approve')).statusCode).toBe(409);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.bank_review_approved')));
    expect(audit?.actorUserId).toBe(finance.userId);
    expect((await profile(m)).up_bank_hold).toBeNull();
    expect((await propose(payout.id)).statusCode).toBe(200);
  });

  it('keeps payouts held after a rejection, and says why to the member', async () => {
    const m = await createMember(t, { user: { fullName: 'Ngozi Eze' } });
    await save(m, sandboxAccount('50211', SANDBOX_SERIALS.someoneElse));
    expect((await decide(finance, m.userId, 'reject')).json().data.state).toBe('rejected');
    t.clock.advance(25 * HOUR);
    expect((await profile(m)).up_bank_hold).toBe(BANK_MESSAGES.reviewRejected);
    const payout = await waitingPayout(m);
    expect((await propose(payout.id)).statusCode).toBe(400);
  });

  it('refuses an account number the bank does not have, changing nothing', async () => {
    const m = await createMember(t, { user: { fullName: 'Ngozi Eze' } });
    const res = await save(m, sandboxAccount('50211', SANDBOX_SERIALS.unknown));
    expect([res.statusCode, res.json().message]).toEqual([400, BANK_MESSAGES.notFound]);
    expect((await profile(m)).up_account_number).toBeNull();
  });

  it('answers 404 for a member who is not one, in the review', async () => {
    expect((await decide(finance, 999_999, 'approve')).statusCode).toBe(404);
  });
});
