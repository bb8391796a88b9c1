import { PAYOUT_MESSAGES } from '@trust/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import { ACCOUNTS, balance, checkLedger } from '../../../ledger/index.ts';
import { apiCall, createTestApp, type TestApp } from '../../../test/app.ts';
import { type FakePaystack, startFakePaystack } from '../../../test/fake-paystack.ts';
import { createMember } from '../../../test/members.ts';
import { payoutReads } from '../../../test/payout-reads.ts';
import { waitingPayout } from '../../../test/payout-world.ts';

/**
 * A transfer stuck in Sending is checked with the provider through the webhook's own code; a CSV line
 * the bank bounced is marked failed under maker-checker and its money comes back once.
 */
const SECRET = 'sk_test_stuck_and_bounced';
let fake: FakePaystack;
let t: TestApp;
let maker: Awaited<ReturnType<typeof createMember>>;
let checker: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  fake = await startFakePaystack(SECRET);
  t = await createTestApp({
    env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: fake.url },
  });
  maker = await createMember(t, { user: { role: 'finance', fullName: 'Funmi Maker' } });
  checker = await createMember(t, { user: { role: 'finance', fullName: 'Chidi Checker' } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const call = apiCall(() => t.app);
const approve = (proposal: { id: number; payload_hash: string }, who = checker) =>
  call('POST', `/admin/approvals/${proposal.id}/approve`, who.headers, {
    payload_hash: proposal.payload_hash,
  });
async function sendBatch(ids: number[], method: 'transfer' | 'csv') {
  const batch = (
    await call('POST', '/admin/payouts/batches', maker.headers, { payout_ids: ids, method })
  ).json().data;
  expect((await approve(batch.proposal)).statusCode).toBe(200);
  return batch;
}
const { payoutRow, earnings, told, toldWords, entryWords } = payoutReads(() => t);
const audited = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;

describe('Check with provider, on a transfer stuck in Sending', () => {
  it('says so while the provider still has it under way, then applies success once however often it is pressed', async () => {
    const { member, payout } = await waitingPayout(t);
    await sendBatch([payout.id], 'transfer');
    expect((await payoutRow(payout.id))?.status).toBe('sending');
    const check = () => call('POST', `/admin/payouts/${payout.id}/check-provider`, maker.headers);

    const waiting = await check();
    expect([waiting.statusCode, waiting.json().message, waiting.json().data.status]).toEqual([
      200,
      PAYOUT_MESSAGES.stillSending,
      'sending',
    ]);
    (fake.transfers.get(`tf-payout-${payout.id}`) as { status: string }).status = 'success';
    const done = await check();
    expect([done.statusCode, done.json().message, done.json().data.status]).toEqual([
      200,
      PAYOUT_MESSAGES.checked,
      'sent',
    ]);
    expect(fake.requests.some((r) => r.path === `/transfer/verify/tf-payout-${payout.id}`)).toBe(true);
    // Pressed again: no longer sending, refused, nothing posts twice.
    const again = await check();
    expect([again.statusCode, again.json().message]).toEqual([409, PAYOUT_MESSAGES.notSending]);
    expect(await toldWords(member.userId, 'Payout sent')).toEqual([
      '₦12,500 was sent to your Guaranty Trust Bank account ending 6789.',
    ]);
    expect(await entryWords(`payout-sent:${payout.id}`)).toEqual([
      'Sent to your Guaranty Trust Bank account ending 6789',
    ]);
    expect(await audited('payout.check-provider')).toBe(2);
    const [, settled] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'payout.check-provider'))
      .orderBy(auditLog.id);
    expect(settled?.details).toMatchObject({
      payout_id: payout.id,
      reference: `tf-payout-${payout.id}`,
      before: { status: 'sending' },
      after: { status: 'sent', failure_reason: null },
    });
  });

  it('returns a failed transfer’s money to the member once, as the webhook would', async () => {
    const { member, payout } = await waitingPayout(t, { amountKobo: 800_000n });
    await sendBatch([payout.id], 'transfer');
    const before = await earnings(member.userId);
    (fake.transfers.get(`tf-payout-${payout.id}`) as { status: string }).status = 'failed';
    const res = await call('POST', `/admin/payouts/${payout.id}/check-provider`, maker.headers);
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'failed']);
    const reason = (await payoutRow(payout.id))?.failureReason;
    expect(reason).toBeTruthy();
    const [checked] = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'payout.check-provider'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(checked?.details).toMatchObject({ after: { status: 'failed', failure_reason: reason } });
    expect(await earnings(member.userId)).toBe(before + 800_000n);
    expect(await told(member.userId, 'Payout returned')).toBe(1);
  });

  it('marks a transfer batch sent only when the last of its payouts is settled', async () => {
    const a = await waitingPayout(t);
    const b = await waitingPayout(t);
    const batch = await sendBatch([a.payout.id, b.payout.id], 'transfer');
    const batchStatus = async () =>
      (
        (await call('GET', '/admin/payouts/batches', maker.headers)).json().data.batches as {
          id: number;
          status: string;
        }[]
      ).find((x) => x.id === batch.id)?.status;
    expect(await batchStatus()).toBe('sending');
    for (const [p, status] of [
      [a.payout, 'success'],
      [b.payout, 'failed'],
    ] as const) {
      (fake.transfers.get(`tf-payout-${p.id}`) as { status: string }).status = status;
      await call('POST', `/admin/payouts/${p.id}/check-provider`, maker.headers);
      // The first settled leaves the other under way: the batch is still sending.
      expect(await batchStatus()).toBe(p === a.payout ? 'sending' : 'sent');
    }
  });

  it('answers 404 for an unknown payout and 409 for one not sending', async () => {
    const unknown = await call('POST', '/admin/payouts/999999/check-provider', maker.headers);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, PAYOUT_MESSAGES.payoutNotFound]);
    const { payout } = await waitingPayout(t);
    const pending = await call('POST', `/admin/payouts/${payout.id}/check-provider`, maker.headers);
    expect([pending.statusCode, pending.json().message]).toEqual([409, PAYOUT_MESSAGES.notSending]);
  });
});

describe('Mark failed (bounced), on a CSV line the bank returned', () => {
  it('is proposed by one operator, approved by another, returns the money from the bank once and tells the member', async () => {
    const { member, payout } = await waitingPayout(t, { amountKobo: 500_000n });
    const batch = await sendBatch([payout.id], 'csv');
    // Not sent yet: it cannot bounce.
    const early = await call('POST', `/admin/payouts/${payout.id}/bounce`, maker.headers, {
      reason: 'Account closed',
    });
    expect([early.statusCode, early.json().message]).toEqual([409, PAYOUT_MESSAGES.notBounceable]);
    expect(
      (await call('POST', `/admin/payouts/batches/${batch.id}/mark-sent`, checker.headers)).statusCode,
    ).toBe(200);
    const bank = await balance(t.database.db, ACCOUNTS.bank);
    const earned = await earnings(member.userId);

    const bad = await call('POST', `/admin/payouts/${payout.id}/bounce`, maker.headers, { reason: ' ' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, PAYOUT_MESSAGES.bounceReason]);
    const proposed = await call('POST', `/admin/payouts/${payout.id}/bounce`, maker.headers, {
      reason: 'Account closed',
    });
    expect([proposed.statusCode, proposed.json().message]).toEqual([200, PAYOUT_MESSAGES.bounceProposed]);
    const proposal = proposed.json().data.proposal;
    expect(proposal.summary).toBe(`Mark payout #${payout.id} of ₦5,000 failed (bounced): Account closed`);
    // Nothing moves before approval, and the proposer cannot approve.
    expect((await payoutRow(payout.id))?.status).toBe('sent');
    expect((await approve(proposal, maker)).statusCode).toBe(403);
    expect(await earnings(member.userId)).toBe(earned);

    const approved = await approve(proposal);
    expect([approved.statusCode, approved.json().data.result]).toEqual([
      200,
      { payout_id: payout.id, status: 'failed' },
    ]);
    expect((await approve(proposal)).statusCode).toBeLessThan(500);
    const row = await payoutRow(payout.id);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Bounced by the bank: Account closed' });
    expect(await earnings(member.userId)).toBe(earned + 500_000n);
    expect(await balance(t.database.db, ACCOUNTS.bank)).toBe(bank + 500_000n);
    expect(await toldWords(member.userId, 'Payout returned')).toEqual([
      '₦5,000 could not be sent to your Guaranty Trust Bank account ending 6789 (Bounced by the bank: Account closed). The money is back in your earnings. Check your bank details in your profile.',
    ]);
    expect(await entryWords(`payout-returned:${payout.id}`)).toEqual([
      'Payout to your Guaranty Trust Bank account ending 6789 did not go through: returned',
    ]);
    // A second bounce of the same line is refused: it is failed already.
    const twice = await call('POST', `/admin/payouts/${payout.id}/bounce`, maker.headers, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('is refused for a line paid by transfer, even once sent (the provider says what became of it), and for an unknown payout', async () => {
    const { member, payout } = await waitingPayout(t);
    await sendBatch([payout.id], 'transfer');
    (fake.transfers.get(`tf-payout-${payout.id}`) as { status: string }).status = 'success';
    await call('POST', `/admin/payouts/${payout.id}/check-provider`, maker.headers);
    expect((await payoutRow(payout.id))?.status).toBe('sent');
    const earned = await earnings(member.userId);
    const res = await call('POST', `/admin/payouts/${payout.id}/bounce`, maker.headers, {
      reason: 'Account closed',
    });
    expect([res.statusCode, res.json().message]).toEqual([409, PAYOUT_MESSAGES.notBounceable]);
    expect(await earnings(member.userId)).toBe(earned);
    const unknown = await call('POST', '/admin/payouts/999999/bounce', maker.headers, { reason: 'Closed' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, PAYOUT_MESSAGES.payoutNotFound]);
  });
});
