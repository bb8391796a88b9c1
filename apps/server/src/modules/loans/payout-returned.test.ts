import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, payouts, users } from '../../db/schema/index.ts';
import { SANDBOX_ACCOUNTS } from '../../gateways/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { pinStatus } from '../../test/loans.ts';
import { type FinanceOperators, financeOperators, sendPayoutBatch } from '../../test/payout-batch.ts';
import { expireLoanRequests } from './lifecycle.ts';

/**
 * A loan's payout the bank did not take: the member owes nothing, and the loan is granted again, to be
 * withdrawn once the bank details are right (or refunded); its trusters stay with it. Before, the loan
 * stayed "disbursed" with nothing owed, shown as being repaid, and its trusters' pins stayed in use.
 */
const w = loanWorld();

/** Finance sends these payouts (their sessions made fresh on the loan world's clock) and the outcomes arrive. */
async function sendPayouts(ops: FinanceOperators, ids: number[]) {
  await w.fresh(ops.maker, ops.checker);
  await sendPayoutBatch(w.t, ops, ids);
}

const loanPayouts = (loanId: number) =>
  w.t.database.db
    .select()
    .from(payouts)
    .where(eq(payouts.kind, 'loan'))
    .orderBy(asc(payouts.id))
    .then((rows) => rows.filter((p) => p.reference.startsWith(`loan:${loanId}:disbursal`)));

const setAccountNumber = (userId: number, accountNumber: string) =>
  // The member's bank details as the profile saves them (their change has its own tests).
  w.t.database.db.update(users).set({ accountNumber }).where(eq(users.id, userId));

describe('a loan whose payout the bank returned', () => {
  it('is granted again, owed by nobody, withdrawn again to the right account and then owed once', async () => {
    const ops = await financeOperators(w.t);
    const { m, a, b, id } = await w.grantedLoan(30);
    await setAccountNumber(m.userId, SANDBOX_ACCOUNTS.fails);
    expect((await w.call(m, 'POST', '/userloanaction', { loan_action: 1 })).json().data.loan_status).toBe(5);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(5_000_000n);
    const [first] = await loanPayouts(id);
    await sendPayouts(ops, [first?.id ?? 0]);

    // The bank refused it: the money is back, the loan is not owed and is to be withdrawn again.
    expect((await loanPayouts(id)).map((p) => [p.reference, p.status])).toEqual([
      [`loan:${id}:disbursal`, 'failed'],
    ]);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
    expect(await w.loanRow(id)).toMatchObject({ state: 'granted', disbursedAt: null });
    await w.fresh(m);
    const wallet = (await w.call(m, 'GET', '/usertrustwallet')).json().data;
    expect(wallet.loan_status).toBe(1);
    const dashboard = (await w.call(m, 'GET', '/userdashboard')).json().data;
    expect(dashboard.loan).toMatchObject({ phase: 'to_withdraw', loan_id: id, owed: 0 });
    // Its trusters stay with it, as with any loan not yet repaid.
    expect([await pinStatus(w.t, a.userId), await pinStatus(w.t, b.userId)]).toEqual([1, 1]);
    const [told] = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.key, 'payout_failed')));
    expect(told?.message).toMatch(
      /^₦50,000 could not be sent to your .+ account ending 0001 \(.+\)\. You do not owe it: check your bank details in your profile, then request the loan's withdrawal again in your trust wallet\.$/,
    );

    // Withdrawn again, to an account that takes it: a second payout, owed once.
    await setAccountNumber(m.userId, '0123456789');
    expect((await w.call(m, 'POST', '/userloanaction', { loan_action: 1 })).json().data.loan_status).toBe(5);
    const [, second] = await loanPayouts(id);
    expect(second).toMatchObject({
      reference: `loan:${id}:disbursal:2`,
      status: 'pending',
      amountKobo: 5_000_000n,
    });
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(5_000_000n);
    await sendPayouts(ops, [second?.id ?? 0]);
    expect((await loanPayouts(id)).map((p) => p.status)).toEqual(['failed', 'sent']);
    expect(await w.loanRow(id)).toMatchObject({ state: 'disbursed' });
    await w.fresh(m);
    expect((await w.call(m, 'GET', '/usertrustwallet')).json().data.loan_status).toBe(3);
    expect((await w.call(m, 'GET', '/userdashboard')).json().data.loan).toMatchObject({
      phase: 'repaying',
      owed: 50_000,
    });
    expect((await checkLedger(w.t.database.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('is closed as any granted loan when it is not withdrawn again by its repayment date', async () => {
    const ops = await financeOperators(w.t);
    const { m, a, id } = await w.grantedLoan(3);
    await setAccountNumber(m.userId, SANDBOX_ACCOUNTS.fails);
    await w.call(m, 'POST', '/userloanaction', { loan_action: 1 });
    const [first] = await loanPayouts(id);
    await sendPayouts(ops, [first?.id ?? 0]);
    expect((await w.loanRow(id))?.state).toBe('granted');
    w.t.clock.advance(4 * 24 * 60 * 60 * 1000);
    // The loans job's run of that day (scheduler), which closes a granted loan past its date.
    await expireLoanRequests(w.t.database.db, w.t.clock.now());
    expect((await w.loanRow(id))?.state).toBe('refunded');
    expect(await pinStatus(w.t, a.userId)).toBe(0);
    expect((await memberBalances(w.t.database.db, m.userId)).loan).toBe(0n);
  });
});
