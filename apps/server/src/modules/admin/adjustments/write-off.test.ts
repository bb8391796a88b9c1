import { ADJUSTMENT_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, notifications, users } from '../../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../../ledger/index.ts';
import { lendTo } from '../../../test/ledger.ts';
import { loanWorld } from '../../../test/loan-world.ts';
import { pinStatus } from '../../../test/loans.ts';
import { createMember, type TestMember } from '../../../test/members.ts';
import { remindOverdueLoans } from '../../loans/index.ts';

/**
 * A write-off of a real loan (disbursed with its trusters) through the console's Adjustments: the
 * loan's own state follows the ledger, for the member, the console and the reports.
 */
const w = loanWorld();
const { call, fresh, grant, loanRow, trustedLoan } = w;
let finance: TestMember;
let admin: TestMember;
beforeAll(async () => {
  finance = await createMember(w.t, { user: { role: 'finance', tfpPin: null, referralKey: null } });
  admin = await createMember(w.t, { user: { role: 'admin', tfpPin: null, referralKey: null } });
});

/** A borrower's ₦50,000 loan, trusted, granted and withdrawn: owed, its payout on the way. */
async function owedLoan() {
  const loan = await trustedLoan();
  await grant(loan.id);
  const withdrawn = await call(loan.m, 'POST', '/userloanaction', { loan_action: 1, loan_id: loan.id });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  const [u] = await w.t.database.db
    .select({ tfp: users.tfpPin })
    .from(users)
    .where(eq(users.id, loan.m.userId));
  return { ...loan, tfp: u?.tfp as string };
}

/** Finance proposes the write-off; the admin approves it. Answers the approval's answer. */
async function writeOff(tfp: string, amount: number, what: 'loan' | 'pop' | 'etc' = 'loan') {
  await fresh(finance, admin);
  const proposed = await call(finance, 'POST', '/admin/adjustments', {
    type: 'write-off',
    tfp,
    what,
    amount,
    reason: 'The member cannot be traced',
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const id = proposed.json().data.proposal_id as number;
  const queue = await call(admin, 'GET', '/admin/approvals?kind=adjustment');
  const proposal = queue.json().data.proposals.find((p: { id: number }) => p.id === id);
  const approved = await call(admin, 'POST', `/admin/approvals/${id}/approve`, {
    payload_hash: proposal.payload_hash,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().data;
}

const figuresOf = async () => {
  const res = await call(finance, 'GET', '/admin/reports/loans-outstanding');
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data.figures as { key: string; value: unknown }[]).map((f) => [f.key, f.value]),
  );
};

describe('a loan written off', () => {
  it('ends written off in full: shown so to the member and the console, nothing to repay, no reminder, trusters free, counted by the report', async () => {
    const { m, a, b, id, tfp } = await owedLoan();
    const before = await figuresOf();
    const approved = await writeOff(tfp, 50_000);
    expect(approved.result.message).toContain('the loan is closed as written off');
    // The audit keeps that the loan ended so.
    const [audited] = await w.t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjustment.post'), eq(auditLog.targetUserId, m.userId)));
    expect(audited?.details).toMatchObject({ type: 'write-off', loan: 'written_off' });

    expect((await loanRow(id))?.state).toBe('written_off');
    await fresh(m);
    const detail = await call(m, 'POST', '/getuserloandetail', { loan_id: id });
    expect(detail.json().data).toMatchObject({ loan_id: id, state: 'written_off', loan_status: 0 });
    const wallet = (await call(m, 'GET', '/usertrustwallet')).json().data;
    expect(wallet).toMatchObject({ loan_status: 0, outstanding_loan: 0 });
    const repay = await call(m, 'POST', '/loanrepayement', {
      loan_amount: 1_000,
      payment_method: 'transfer',
    });
    expect(repay.statusCode).toBe(400);
    const told = await w.t.database.db
      .select({ subject: notifications.subject })
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.subject, 'Loan written off')));
    expect(told).toHaveLength(1);

    // The console lists it under its own state; its trusters may trust again.
    await fresh(w.loansOperator);
    const listed = await call(w.loansOperator, 'GET', '/admin/loans?state=written_off');
    expect(listed.json().data.loans.map((l: { id: number }) => l.id)).toContain(id);
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([0, 0]);

    // Past its repayment date nobody is reminded of it.
    w.t.clock.advanceDays(40);
    expect(await remindOverdueLoans(w.t.database.db, w.t.clock.now())).toEqual({ reminded: 0 });
    w.t.clock.advanceDays(-40);

    // The portfolio report leaves it out of what is outstanding and counts it as written off.
    const after = await figuresOf();
    expect(Number(after.loans)).toBe(Number(before.loans) - 1);
    expect(Number(after.written_off_loans)).toBe(Number(before.written_off_loans) + 1);
    expect(Number(after.written_off)).toBe(Number(before.written_off) + 50_000);

    // Reversing the write-off would bring back a debt on a closed loan: refused, nothing posted.
    const [entry] = await w.t.database.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, m.userId), eq(journalEntries.kind, 'write-off')));
    const reversal = await call(finance, 'POST', '/admin/adjustments', {
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Written off by mistake',
    });
    expect(reversal.statusCode).toBe(409);
    expect(reversal.json().message).toBe(ADJUSTMENT_MESSAGES.writeOffEndedLoan);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    const ledger = await checkLedger(w.t.database.db);
    expect(ledger.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('of part of the balance leaves the loan open, owing the rest, its trusters held', async () => {
    const { m, a, id, tfp } = await owedLoan();
    const approved = await writeOff(tfp, 20_000);
    expect(approved.result.message).not.toContain('closed');
    expect((await loanRow(id))?.state).toBe('disbursed');
    await fresh(m);
    const wallet = (await call(m, 'GET', '/usertrustwallet')).json().data;
    expect(wallet.outstanding_loan).toBe(30_000);
    expect(wallet.loan_status).toBe(5);
    expect(await pinStatus(w.t, a.userId)).toBe(1);
  });

  it('of a POP balance leaves the member’s loan open, though the two are the same amount', async () => {
    const { m, a, id, tfp } = await owedLoan();
    await lendTo(w.t, m.userId, 'pop', 5_000_000n, `write-off-pop:${m.userId}`);
    const approved = await writeOff(tfp, 50_000, 'pop');
    expect(approved.result.message).not.toContain('closed');
    expect((await loanRow(id))?.state).toBe('disbursed');
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(5_000_000n);
    expect(await pinStatus(w.t, a.userId)).toBe(1);
    // The member reads what was written off, and the audit names no loan.
    const [entry] = await w.t.database.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.id, approved.result.entry_id));
    expect(entry?.description).toBe(`POP balance written off (${approved.result.reference})`);
    const [audited] = await w.t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjustment.post'), eq(auditLog.targetUserId, m.userId)));
    expect(audited?.details).not.toHaveProperty('loan');
    // The loan is then written off in full and ends so: its write-off is not reversed, the POP one still is.
    const loanOff = await writeOff(tfp, 50_000);
    expect(loanOff.result.message).toContain('the loan is closed as written off');
    const reverse = (entry_id: number) =>
      call(finance, 'POST', '/admin/adjustments', { type: 'reversal', entry_id, reason: 'Traced after all' });
    const refused = await reverse(loanOff.result.entry_id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      ADJUSTMENT_MESSAGES.writeOffEndedLoan,
    ]);
    expect((await reverse(approved.result.entry_id)).statusCode).toBe(200);
  });
});
