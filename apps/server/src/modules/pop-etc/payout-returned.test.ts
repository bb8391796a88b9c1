import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, payouts, popEtcApplications, users } from '../../db/schema/index.ts';
import { SANDBOX_ACCOUNTS } from '../../gateways/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { type FinanceOperators, financeOperators, sendPayoutBatch } from '../../test/payout-batch.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcConsole } from '../../test/pop-etc-console.ts';
import { popEtcForms } from '../../test/pop-etc-forms.ts';

/**
 * A POP whose payout the bank did not take: the member owes nothing, and the application is in process
 * again, in the console's queue, for the operators to disburse once more to the right account. Before,
 * it stayed "in use" with nothing owed, and the member could not apply for another.
 */
// Thursday 3 Dec 2026, 10:00 in Lagos.
const w = popEtcConsole('2026-12-03T09:00:00Z');
const { call } = w;
let finance: FinanceOperators;
let popItem: number;
beforeAll(async () => {
  finance = await financeOperators(w.t);
  popItem = (await call(w.member, 'GET', '/popitemlist')).json().data[0].pop_item_id;
});

/** A loans operator proposes the disbursal and the other approves it: the POP is lent. */
async function disburse(id: number) {
  const proposed = await call(w.maker, 'POST', `/admin/popetc/${id}/propose`);
  expect(proposed.statusCode, proposed.body).toBe(200);
  const p = proposed.json().data;
  const approved = await call(w.checker, 'POST', `/admin/approvals/${p.id}/approve`, {
    payload_hash: p.payload_hash,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** Finance sends the payout by transfer (maker proposes, checker approves) and its outcome arrives. */
const sendPayout = (id: number) => sendPayoutBatch(w.t, finance, [id]);

const popPayouts = (id: number) =>
  w.t.database.db
    .select()
    .from(payouts)
    .where(like(payouts.reference, `pop-disbursal:${id}%`))
    .orderBy(asc(payouts.id));

const setAccountNumber = (userId: number, accountNumber: string) =>
  // The member's bank details as the profile saves them (their change has its own tests).
  w.t.database.db.update(users).set({ accountNumber }).where(eq(users.id, userId));

describe('a POP whose payout the bank returned', () => {
  it('is in process again, owed by nobody, disbursed again to the right account and then owed once', async () => {
    const m = await eligibleMember(w.t, { plan: 'GOLD', user: { fullName: 'Ada Shopper' } });
    await setAccountNumber(m.userId, SANDBOX_ACCOUNTS.fails);
    const app = (
      await call(m, 'POST', '/purchaseorderpower', {
        pr_item_id: popItem,
        pr_item_name: 'HP laptop, 15 inch',
        pr_repayment_date: '02/26/2027',
        pr_reason_item_purchase: 'For the bookkeeping of my shop',
        pr_delivery_location: '12 Allen Avenue, Ikeja',
      })
    ).json().data;
    await disburse(app.id);
    const lent = (await memberBalances(w.t.database.db, m.userId)).pop;
    expect(lent).toBeGreaterThan(0n);
    const [first] = await popPayouts(app.id);
    await sendPayout(first?.id ?? 0);

    // The bank refused it: nothing owed, the application in process and in the console's queue again.
    expect((await popPayouts(app.id)).map((p) => [p.reference, p.status])).toEqual([
      [`pop-disbursal:${app.id}`, 'failed'],
    ]);
    expect((await memberBalances(w.t.database.db, m.userId)).pop).toBe(0n);
    const [row] = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.id, app.id));
    expect(row).toMatchObject({ status: 1, disbursedAt: null });
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.pop_status).toBe(1);
    const queue = (await call(w.maker, 'GET', '/admin/popetc?kind=pop&status=1')).json().data;
    expect(JSON.stringify(queue)).toContain(`"id":${app.id}`);
    const [told] = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.key, 'payout_failed')));
    expect(told?.message).toMatch(
      /could not be sent to your .+ account ending 0001 \(.+\)\. You do not owe it: check your bank details in your profile; the fund sends your POP again once they are right\.$/,
    );

    // Disbursed again once the account is right: a second payout, owed once.
    await setAccountNumber(m.userId, '0123456789');
    await disburse(app.id);
    const [, second] = await popPayouts(app.id);
    expect(second).toMatchObject({
      reference: `pop-disbursal:${app.id}:2`,
      status: 'pending',
      amountKobo: lent,
    });
    expect((await memberBalances(w.t.database.db, m.userId)).pop).toBe(lent);
    await sendPayout(second?.id ?? 0);
    expect((await popPayouts(app.id)).map((p) => p.status)).toEqual(['failed', 'sent']);
    expect((await call(m, 'GET', '/usertrustwallet')).json().data.pop_status).toBe(2);
    expect((await checkLedger(w.t.database.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});

describe('an ETC whose payout the bank returned', () => {
  it('is in process again and owed by nobody, and the member is told the fund sends the ETC again', async () => {
    const m = await eligibleMember(w.t, { plan: 'GOLD', user: { fullName: 'Efe Returned' } });
    await setAccountNumber(m.userId, SANDBOX_ACCOUNTS.fails);
    const app = (await popEtcForms(w).applyEtc(m)).json().data;
    await disburse(app.id);
    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBeGreaterThan(0n);
    const [payout] = await w.t.database.db
      .select()
      .from(payouts)
      .where(like(payouts.reference, `etc-disbursal:${app.id}%`));
    await sendPayout(payout?.id ?? 0);

    expect((await memberBalances(w.t.database.db, m.userId)).etc).toBe(0n);
    const [row] = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.id, app.id));
    expect(row).toMatchObject({ status: 1, disbursedAt: null });
    const [told] = await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.key, 'payout_failed')));
    expect(told?.message).toMatch(
      /You do not owe it: check your bank details in your profile; the fund sends your ETC again once they are right\.$/,
    );
    expect((await checkLedger(w.t.database.db)).checks.filter((c) => !c.ok)).toEqual([]);
  });
});
