import { ADJUSTMENT_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { balance, memberBalances } from '../../../ledger/index.ts';
import { adjustmentsWorld } from '../../../test/adjustments.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';

/**
 * A membership fee waived or refunded from the console's Adjustments, under maker-checker.
 */
const w = adjustmentsWorld();
const { call, tfpOf, nameOf, proposeAndApprove, expectWords, memberTransactions, key } = w;

describe('a membership fee waived or refunded', () => {
  it('refunds a membership fee into the member’s contributions or earnings, at most what was paid', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    await postToMember(w.t, m.userId, 'contribution', 1_000_000n, key());
    await postToMember(w.t, m.userId, 'membership-fee', 300_000n, key());
    const feesBefore = await balance(w.t.database.db, 'income:membership-fees');
    const tooMuch = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'fee-refund',
      tfp,
      amount: 3000.01,
      to: 'earnings',
      reason: 'Fee waived by the board',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(ADJUSTMENT_MESSAGES.feeTooLarge('₦3,000'));
    const refund = await proposeAndApprove({
      type: 'fee-refund',
      tfp,
      amount: '1,000.50',
      to: 'earnings',
      reason: 'Fee waived by the board',
    });
    const name = await nameOf(m);
    await expectWords(refund, {
      summary: `Waive or refund a membership fee: ₦1,000.50, ${name} (${tfp})`,
      member: 'Membership fee refunded',
      from: 'Membership fees (income)',
      to: `${name}'s earnings`,
    });
    const after = await memberBalances(w.t.database.db, m.userId);
    expect(after.earnings).toBe(100_050n);
    expect(after.contributions).toBe(700_000n);
    expect(await balance(w.t.database.db, 'income:membership-fees')).toBe(feesBefore - 100_050n);
    const rows = await memberTransactions(m, 'referal');
    expect(rows[0]).toMatchObject({ trans_amount: 1000.5, status: 'Fee refunded' });
    // Exactly what is left of the fee may be refunded; a member who paid none is told so.
    const rest = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'fee-refund',
      tfp,
      amount: 1999.5,
      to: 'contributions',
      reason: 'The rest of the fee',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const none = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'fee-refund',
      tfp: await tfpOf(await createMember(w.t, { plan: 'SILVER' })),
      amount: 1,
      to: 'contributions',
      reason: 'Fee waived by the board',
    });
    expect([none.statusCode, none.json().message]).toEqual([409, ADJUSTMENT_MESSAGES.noFee]);
  });
});
