import { describe, expect, it } from 'vitest';
import { balance, memberBalances } from '../../../ledger/index.ts';
import { adjustmentsWorld } from '../../../test/adjustments.ts';
import { lendTo } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';

/**
 * A loan balance written off and a manual journal entry from the console's Adjustments (a real
 * loan's write-off, with its state, is in write-off.test.ts).
 */
const w = adjustmentsWorld();
const { call, tfpOf, nameOf, proposeAndApprove, expectWords, memberTransactions, key } = w;

describe('a balance corrected by hand', () => {
  it('writes off a loan balance as an expense, never more than is owed', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    await lendTo(w.t, m.userId, 'loan', 5_000_000n, key());
    const tooMuch = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'write-off',
      tfp,
      what: 'loan',
      amount: 50_000.01,
      reason: 'Member deceased',
    });
    expect(tooMuch.statusCode).toBe(409);
    const written = await proposeAndApprove({
      type: 'write-off',
      tfp,
      what: 'loan',
      amount: 20_000.25,
      reason: 'Member deceased',
    });
    const name = await nameOf(m);
    await expectWords(written, {
      summary: `Write off a loan, POP or ETC balance: ₦20,000.25, ${name} (${tfp})`,
      member: 'Loan balance written off',
      from: 'Write-offs (expense)',
      to: `${name}'s loan balance`,
    });
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(2_999_975n);
    expect(await balance(w.t.database.db, 'expense:write-offs')).toBe(2_000_025n);
    expect((await memberTransactions(m, 'loan'))[0]).toMatchObject({
      trans_amount: 20_000.25,
      status: 'Written off',
    });
  });
  it('posts a manual journal entry between named accounts, a member’s by TFP', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    const bankBefore = await balance(w.t.database.db, 'asset:bank');
    const manual = await proposeAndApprove({
      type: 'manual',
      debit: 'asset:bank',
      credit: `${tfp}:contributions`,
      amount: 1234.56,
      reason: 'Cash paid at the office, receipt 0042',
    });
    await expectWords(manual, {
      summary: `Manual journal entry: ₦1,234.56, ${await nameOf(m)} (${tfp})`,
      member: 'Correction by the fund',
      from: `Credit ${tfp}'s contributions (${tfp}:contributions)`,
      to: 'Debit Bank account (asset:bank)',
    });
    expect(await balance(w.t.database.db, 'asset:bank')).toBe(bankBefore + 123_456n);
    expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(123_456n);
    expect((await memberTransactions(m, 'contribution'))[0]).toMatchObject({
      trans_amount: 1234.56,
      status: 'Corrected',
    });
    // A member's floor holds: taking more than they hold is refused at once.
    const over = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'manual',
      debit: `${tfp}:contributions`,
      credit: 'asset:bank',
      amount: 1234.57,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
  });

  it('keeps two manual entries waiting side by side: each correction of its own is its own proposal', async () => {
    const entry = (reason: string) =>
      call('POST', '/admin/adjustments', w.finance.headers, {
        type: 'manual',
        debit: 'asset:bank',
        credit: 'equity:fund',
        amount: 50,
        reason,
      });
    const [first, second] = [
      await entry('Bank charge refunded, 1 Dec'),
      await entry('Bank charge refunded, 2 Dec'),
    ];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const ids = [first.json().data.proposal_id, second.json().data.proposal_id];
    const queue = await call('GET', '/admin/approvals?kind=adjustment', w.checker.headers);
    const proposals = queue.json().data.proposals as { id: number; summary: string }[];
    expect(proposals.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
    expect(new Set(ids).size).toBe(2);
    // Between two of the fund's accounts: the checker's summary names no member.
    expect(proposals.find((p) => p.id === ids[0])?.summary).toMatch(
      /^Manual journal entry: ₦50 \(ADJ[0-9A-F]{10}\)\. Reason: Bank charge refunded, 1 Dec$/,
    );
  });
});
