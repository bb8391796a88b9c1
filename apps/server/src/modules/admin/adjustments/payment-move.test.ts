import { ADJUSTMENT_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { memberBalances } from '../../../ledger/index.ts';
import { adjustmentsWorld } from '../../../test/adjustments.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';

/**
 * A payment posted to the wrong member, moved to the right one from the console's Adjustments.
 */
const w = adjustmentsWorld();
const { call, tfpOf, nameOf, proposeAndApprove, expectWords, memberTransactions, key, entryByKey } = w;

describe('a payment moved to the right member', () => {
  it('moves a payment to the right member; refused when it is not a payment or was spent', async () => {
    const wrong = await createMember(w.t, { plan: 'SILVER' });
    const right = await createMember(w.t, { plan: 'SILVER' });
    const k = key();
    await postToMember(w.t, wrong.userId, 'contribution', 400_000n, k);
    const paid = await entryByKey(k);
    await postToMember(w.t, wrong.userId, 'referral-earning', 5_000n, `${k}:e`);
    const earning = await entryByKey(`${k}:e`);
    const notPayment = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'payment-move',
      entry_id: earning?.id,
      to_tfp: await tfpOf(right),
      reason: 'Wrong member',
    });
    expect(notPayment.statusCode).toBe(400);
    expect(notPayment.json().message).toBe(ADJUSTMENT_MESSAGES.notAPayment);
    // Nor to the member who already holds it.
    const same = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'payment-move',
      entry_id: paid?.id,
      to_tfp: await tfpOf(wrong),
      reason: 'Wrong member',
    });
    expect([same.statusCode, same.json().message]).toEqual([400, ADJUSTMENT_MESSAGES.sameMember]);
    const moved = await proposeAndApprove({
      type: 'payment-move',
      entry_id: paid?.id,
      to_tfp: await tfpOf(right),
      reason: 'The narration named the other TFP',
    });
    const rightNamed = `${await nameOf(right)} (${await tfpOf(right)})`;
    await expectWords(moved, {
      summary: `Move a payment to the right member: ₦4,000, ${await tfpOf(wrong)} to ${rightNamed}`,
      member: 'Payment moved to the right member',
      from: `${await tfpOf(wrong)} (entry ${paid?.id}: test contribution)`,
      to: rightNamed,
    });
    expect((await memberBalances(w.t.database.db, wrong.userId)).contributions).toBe(0n);
    expect((await memberBalances(w.t.database.db, right.userId)).contributions).toBe(400_000n);
    expect((await memberTransactions(right, 'contribution'))[0]).toMatchObject({
      trans_amount: 4000,
      status: 'Moved',
    });
    expect((await memberTransactions(wrong, 'contribution'))[0]).toMatchObject({
      trans_amount: 4000,
      status: 'Moved',
    });
    // A payment moves once.
    const again = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'payment-move',
      entry_id: paid?.id,
      to_tfp: await tfpOf(await createMember(w.t, { plan: 'SILVER' })),
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADJUSTMENT_MESSAGES.alreadyMoved);
    // A payment the first member has already spent (here: a fee taken from it) cannot leave them.
    const spender = await createMember(w.t, { plan: 'SILVER' });
    const k2 = key();
    await postToMember(w.t, spender.userId, 'contribution', 400_000n, k2);
    await postToMember(w.t, spender.userId, 'membership-fee', 100_000n, `${k2}:fee`);
    const spentEntry = await entryByKey(k2);
    const spent = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'payment-move',
      entry_id: spentEntry?.id,
      to_tfp: await tfpOf(right),
      reason: 'Wrong member',
    });
    expect(spent.statusCode).toBe(409);
    expect(spent.json().message).toMatch(
      /^Refused: the member's contributions holds ₦3,000, less than this correction takes \(₦4,000\)\.$/,
    );
    // A payment's reversal is no payment to move: the reversal of a payment is refused as one.
    const k3 = key();
    await postToMember(w.t, spender.userId, 'contribution', 50_000n, k3);
    const third = await entryByKey(k3);
    const undone = await proposeAndApprove({ type: 'reversal', entry_id: third?.id, reason: 'Bounced' });
    const moveReversal = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'payment-move',
      entry_id: undone.entry_id,
      to_tfp: await tfpOf(right),
      reason: 'Wrong member',
    });
    expect([moveReversal.statusCode, moveReversal.json().message]).toEqual([
      400,
      ADJUSTMENT_MESSAGES.notAPayment,
    ]);
  });
});
