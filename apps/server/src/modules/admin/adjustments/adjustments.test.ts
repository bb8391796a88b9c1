import { ADJUSTMENT_MESSAGES, APPROVAL_MESSAGES } from '@trust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, users } from '../../../db/schema/index.ts';
import { balance, checkLedger, memberBalances } from '../../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { lendTo, postToMember } from '../../../test/ledger.ts';
import { createMember, type TestMember } from '../../../test/members.ts';

/**
 * The console's Adjustments: every correction proposed by one operator with a reason, posted only
 * when a different operator approves it, as a new entry through the one ledger pipeline.
 */
let t: TestApp;
let finance: TestMember;
let checker: TestMember;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Member ids of four digits, as in a fund that has run a while: an account code read with one digit
  // too few (member:7:… for member:1007:…) would name the wrong member.
  await t.database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 1000)`);
  finance = await createMember(t, {
    user: { role: 'finance', fullName: 'Funmi Finance', tfpPin: null, referralKey: null },
  });
  checker = await createMember(t, {
    user: { role: 'admin', fullName: 'Ada Admin', tfpPin: null, referralKey: null },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const tfpOf = async (m: TestMember) => {
  const [row] = await t.database.db.select({ tfp: users.tfpPin }).from(users).where(eq(users.id, m.userId));
  return row?.tfp as string;
};

/**
 * Proposes a correction as finance; the proposer cannot approve it, another operator does. Answers
 * the approved proposal's result, after checking the ledger holds.
 */
async function proposeAndApprove(body: Record<string, unknown>) {
  const proposed = await call('POST', '/admin/adjustments', finance.headers, body);
  expect(proposed.statusCode, proposed.body).toBe(200);
  expect(proposed.json().message).toBe(ADJUSTMENT_MESSAGES.proposed);
  const id = proposed.json().data.proposal_id as number;
  const queue = await call('GET', '/admin/approvals?kind=adjustment', checker.headers);
  const proposal = queue.json().data.proposals.find((p: { id: number }) => p.id === id);
  expect(proposal.summary).toContain(String(body.reason));
  const own = await call('POST', `/admin/approvals/${id}/approve`, finance.headers, {
    payload_hash: proposal.payload_hash,
  });
  expect(own.statusCode).toBe(403);
  expect(own.json().message).toBe(APPROVAL_MESSAGES.ownProposal);
  const approved = await call('POST', `/admin/approvals/${id}/approve`, checker.headers, {
    payload_hash: proposal.payload_hash,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  // A second approval (a double click) posts nothing more.
  await call('POST', `/admin/approvals/${id}/approve`, checker.headers, {
    payload_hash: proposal.payload_hash,
  });
  const report = await checkLedger(t.database.db);
  expect(report.ok, JSON.stringify(report.checks.filter((c) => !c.ok))).toBe(true);
  const result = approved.json().data.result as { entry_id: number; reference: string; message: string };
  const audited = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'adjustment.post'), eq(auditLog.actorUserId, checker.userId)))
    .orderBy(auditLog.id);
  const audit = audited.find((a) => (a.details as { entry_id?: number }).entry_id === result.entry_id);
  expect(audit).toBeDefined();
  return { ...result, summary: proposal.summary as string, audit };
}

const memberTransactions = async (m: TestMember, trans_type: string) =>
  (await call('POST', '/transactions', m.headers, { trans_type })).json().data as {
    trans_id: number;
    trans_amount: number;
    status: string;
    trans_reference: string;
  }[];

const key = () => `adj-test:${++n}`;
/** The journal entry posted under an idempotency key. */
const entryByKey = async (k: string) =>
  (await t.database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, k)))[0];

const nameOf = async (m: TestMember) => {
  const [row] = await t.database.db
    .select({ name: users.fullName })
    .from(users)
    .where(eq(users.id, m.userId));
  return row?.name as string;
};

/**
 * What an approved correction says, each in its place: the summary the checker read, the words the
 * member reads on their transactions, and what the audit keeps as moved from and to.
 */
async function expectWords(
  posted: Awaited<ReturnType<typeof proposeAndApprove>>,
  words: { summary: string; member: string; from: string; to: string },
) {
  expect(posted.reference).toMatch(/^ADJ[0-9A-F]{10}$/);
  expect(posted.summary).toBe(
    `${words.summary} (${posted.reference}). Reason: ${(posted.audit?.details as { reason?: string } | null)?.reason}`,
  );
  const [entry] = await t.database.db
    .select({ description: journalEntries.description })
    .from(journalEntries)
    .where(eq(journalEntries.id, posted.entry_id));
  expect(entry?.description).toBe(`${words.member} (${posted.reference})`);
  const details = posted.audit?.details as { after?: { from: string; to: string } } | undefined;
  expect(details?.after).toMatchObject({
    from: words.from,
    to: words.to,
  });
}

describe('the Adjustments section', () => {
  it('refuses a member and a support operator with 403, and bad input with a sentence naming it', async () => {
    const member = await createMember(t);
    const support = await createMember(t, { user: { role: 'support', tfpPin: null, referralKey: null } });
    const body = {
      type: 'manual',
      debit: 'asset:bank',
      credit: 'equity:fund',
      amount: 10,
      reason: 'Opening',
    };
    expect((await call('POST', '/admin/adjustments', member.headers, body)).statusCode).toBe(403);
    expect((await call('POST', '/admin/adjustments', support.headers, body)).statusCode).toBe(403);
    expect((await call('GET', '/admin/adjustments/entries?q=1', support.headers)).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ ...body, type: 'gift' }, ADJUSTMENT_MESSAGES.type],
      [{ ...body, reason: '' }, ADJUSTMENT_MESSAGES.reason],
      [{ ...body, debit: 'asset:vault' }, ADJUSTMENT_MESSAGES.account],
      [{ ...body, credit: 'asset:bank' }, ADJUSTMENT_MESSAGES.sameAccount],
      [{ ...body, amount: 0 }, ADJUSTMENT_MESSAGES.positive],
      [{ type: 'reversal', entry_id: 99_999_999, reason: 'Wrong entry' }, ADJUSTMENT_MESSAGES.noEntry],
    ] as const) {
      const res = await call('POST', '/admin/adjustments', finance.headers, bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toBe(message);
    }
  });

  it('reverses a journal entry once, as a new entry the member sees; the original stays', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, m.userId, 'contribution', 250_050n, key());
    const [entry] = (
      await call('GET', `/admin/adjustments/entries?q=${await tfpOf(m)}`, finance.headers)
    ).json().data.entries as { id: number; lines: { account: string; amount: number }[] }[];
    expect(entry?.lines).toContainEqual({ account: `${await tfpOf(m)}:contributions`, amount: -2500.5 });
    const result = await proposeAndApprove({
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Posted twice by the bank',
    });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
    const [original] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, entry?.id ?? 0));
    expect(original?.description).toBe('test contribution');
    // The transactions page shows amounts as sizes, with what happened as the status.
    const rows = await memberTransactions(m, 'contribution');
    expect(rows[0]).toMatchObject({ trans_id: result.entry_id, trans_amount: 2500.5, status: 'Reversed' });
    // An entry is reversed once.
    const again = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('finds one entry by its number, typed with spaces, with what reversed it; a member by TFP in any case', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    await postToMember(t, m.userId, 'contribution', 120_000n, key());
    const tfp = await tfpOf(m);
    const search = async (q: string) =>
      (await call('GET', `/admin/adjustments/entries?q=${encodeURIComponent(q)}`, finance.headers)).json()
        .data as {
        member: { tfp: string } | null;
        entries: { id: number; reverses: number | null; reversed_by: number | null; lines: unknown[] }[];
      };
    const byMember = await search(` ${tfp.toLowerCase()} `);
    expect(byMember.member?.tfp).toBe(tfp);
    const [entry] = byMember.entries;
    expect(entry?.reversed_by).toBeNull();
    const posted = await proposeAndApprove({
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Credited to the wrong member',
    });
    const reversal = posted.entry_id;
    // What the checker read, what they were told, and what the audit keeps: the correction in full.
    expect(posted.summary).toBe(
      `Reverse a journal entry: ₦1,200, ${tfp} (${posted.reference}). Reason: Credited to the wrong member`,
    );
    expect(posted.message).toBe(`Reverse a journal entry posted as entry ${reversal}`);
    expect(posted.audit?.targetUserId).toBe(m.userId);
    expect(posted.audit?.details).toEqual({
      ip: 'approval',
      type: 'reversal',
      reference: posted.reference,
      reason: 'Credited to the wrong member',
      entry_id: reversal,
      before: null,
      after: {
        amount_kobo: '120000',
        from: `Entry ${entry?.id}: test contribution`,
        to: 'Its mirror entry: every line the other way',
      },
    });
    const one = await search(`  ${entry?.id}  `);
    expect(one.member).toBeNull();
    expect(one.entries.map((e) => [e.id, e.reversed_by])).toEqual([[entry?.id, reversal]]);
    expect(one.entries[0]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: -1200 });
    // The reversal names what it reverses, and is found by its own number.
    expect((await search(String(reversal))).entries.map((e) => [e.id, e.reverses, e.reversed_by])).toEqual([
      [reversal, entry?.id, null],
    ]);
    // The member's search now finds both, newest first, each with its own lines and what reversed it.
    const both = await search(tfp);
    expect(both.entries.map((e) => [e.id, e.reverses, e.reversed_by])).toEqual([
      [reversal, entry?.id, null],
      [entry?.id, null, reversal],
    ]);
    expect(both.entries.map((e) => e.lines.length)).toEqual([2, 2]);
    expect(both.entries[0]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: 1200 });
    expect(both.entries[1]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: -1200 });
    // A reversal is not reversed in turn: refused in words at once, and nothing is posted.
    const undo = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'reversal',
      entry_id: reversal,
      reason: 'Undo the undo',
    });
    expect([undo.statusCode, undo.json().message]).toEqual([
      409,
      `Refused: Entry ${reversal} is itself a reversal.`,
    ]);
    expect((await search(tfp)).entries).toHaveLength(2);
    // Text that starts with digits is a TFP, not an entry number.
    const notTfp = await call('GET', '/admin/adjustments/entries?q=12abc', finance.headers);
    expect([notTfp.statusCode, notTfp.json().message]).toEqual([404, ADJUSTMENT_MESSAGES.noMember]);
    // A number past any entry (and past what the id column holds) finds nothing; it is not an error.
    for (const q of ['99999999', '2147483647', '2147483648', '99999999999999999999'])
      expect((await search(q)).entries).toEqual([]);
  });

  it('keeps reversals of two entries waiting side by side, and one of the same entry only once', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const [k1, k2] = [key(), key()];
    await postToMember(t, m.userId, 'contribution', 10_000n, k1);
    await postToMember(t, m.userId, 'contribution', 20_000n, k2);
    const entries = await t.database.db.select().from(journalEntries);
    const idOf = (k: string) => entries.find((e) => e.idempotencyKey === k)?.id;
    const reverse = (entry_id: number | undefined) =>
      call('POST', '/admin/adjustments', finance.headers, { type: 'reversal', entry_id, reason: 'Bounced' });
    expect((await reverse(idOf(k1))).statusCode).toBe(200);
    expect((await reverse(idOf(k2))).statusCode).toBe(200);
    expect((await reverse(idOf(k1))).statusCode).toBe(409);
  });

  it('refunds a membership fee into the member’s contributions or earnings, at most what was paid', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    await postToMember(t, m.userId, 'contribution', 1_000_000n, key());
    await postToMember(t, m.userId, 'membership-fee', 300_000n, key());
    const feesBefore = await balance(t.database.db, 'income:membership-fees');
    const tooMuch = await call('POST', '/admin/adjustments', finance.headers, {
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
    const after = await memberBalances(t.database.db, m.userId);
    expect(after.earnings).toBe(100_050n);
    expect(after.contributions).toBe(700_000n);
    expect(await balance(t.database.db, 'income:membership-fees')).toBe(feesBefore - 100_050n);
    const rows = await memberTransactions(m, 'referal');
    expect(rows[0]).toMatchObject({ trans_amount: 1000.5, status: 'Fee refunded' });
    // Exactly what is left of the fee may be refunded; a member who paid none is told so.
    const rest = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'fee-refund',
      tfp,
      amount: 1999.5,
      to: 'contributions',
      reason: 'The rest of the fee',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const none = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'fee-refund',
      tfp: await tfpOf(await createMember(t, { plan: 'SILVER' })),
      amount: 1,
      to: 'contributions',
      reason: 'Fee waived by the board',
    });
    expect([none.statusCode, none.json().message]).toEqual([409, ADJUSTMENT_MESSAGES.noFee]);
  });

  it('moves a payment to the right member; refused when it is not a payment or was spent', async () => {
    const wrong = await createMember(t, { plan: 'SILVER' });
    const right = await createMember(t, { plan: 'SILVER' });
    const k = key();
    await postToMember(t, wrong.userId, 'contribution', 400_000n, k);
    const paid = await entryByKey(k);
    await postToMember(t, wrong.userId, 'referral-earning', 5_000n, `${k}:e`);
    const earning = await entryByKey(`${k}:e`);
    const notPayment = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'payment-move',
      entry_id: earning?.id,
      to_tfp: await tfpOf(right),
      reason: 'Wrong member',
    });
    expect(notPayment.statusCode).toBe(400);
    expect(notPayment.json().message).toBe(ADJUSTMENT_MESSAGES.notAPayment);
    // Nor to the member who already holds it.
    const same = await call('POST', '/admin/adjustments', finance.headers, {
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
    expect((await memberBalances(t.database.db, wrong.userId)).contributions).toBe(0n);
    expect((await memberBalances(t.database.db, right.userId)).contributions).toBe(400_000n);
    expect((await memberTransactions(right, 'contribution'))[0]).toMatchObject({
      trans_amount: 4000,
      status: 'Moved',
    });
    expect((await memberTransactions(wrong, 'contribution'))[0]).toMatchObject({
      trans_amount: 4000,
      status: 'Moved',
    });
    // A payment moves once.
    const again = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'payment-move',
      entry_id: paid?.id,
      to_tfp: await tfpOf(await createMember(t, { plan: 'SILVER' })),
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADJUSTMENT_MESSAGES.alreadyMoved);
    // A payment the first member has already spent (here: a fee taken from it) cannot leave them.
    const spender = await createMember(t, { plan: 'SILVER' });
    const k2 = key();
    await postToMember(t, spender.userId, 'contribution', 400_000n, k2);
    await postToMember(t, spender.userId, 'membership-fee', 100_000n, `${k2}:fee`);
    const spentEntry = await entryByKey(k2);
    const spent = await call('POST', '/admin/adjustments', finance.headers, {
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
    await postToMember(t, spender.userId, 'contribution', 50_000n, k3);
    const third = await entryByKey(k3);
    const undone = await proposeAndApprove({ type: 'reversal', entry_id: third?.id, reason: 'Bounced' });
    const moveReversal = await call('POST', '/admin/adjustments', finance.headers, {
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

  it('writes off a loan balance as an expense, never more than is owed', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    await lendTo(t, m.userId, 'loan', 5_000_000n, key());
    const tooMuch = await call('POST', '/admin/adjustments', finance.headers, {
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
    expect((await memberBalances(t.database.db, m.userId)).loan).toBe(2_999_975n);
    expect(await balance(t.database.db, 'expense:write-offs')).toBe(2_000_025n);
    expect((await memberTransactions(m, 'loan'))[0]).toMatchObject({
      trans_amount: 20_000.25,
      status: 'Written off',
    });
  });

  it('posts a manual journal entry between named accounts, a member’s by TFP', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const tfp = await tfpOf(m);
    const bankBefore = await balance(t.database.db, 'asset:bank');
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
    expect(await balance(t.database.db, 'asset:bank')).toBe(bankBefore + 123_456n);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(123_456n);
    expect((await memberTransactions(m, 'contribution'))[0]).toMatchObject({
      trans_amount: 1234.56,
      status: 'Corrected',
    });
    // A member's floor holds: taking more than they hold is refused at once.
    const over = await call('POST', '/admin/adjustments', finance.headers, {
      type: 'manual',
      debit: `${tfp}:contributions`,
      credit: 'asset:bank',
      amount: 1234.57,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
  });
});
