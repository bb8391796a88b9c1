import { nubanValid } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contributionWeeks,
  dedicatedAccounts,
  dedicatedTransfers,
  memberships,
  notifications,
  paymentEvents,
  payments,
  plans,
} from '../../db/schema/index.ts';
import { SANDBOX_DEDICATED_BANKS } from '../../gateways/index.ts';
import { ACCOUNTS, balance, checkLedger, memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, sandboxIn, sandboxSettled } from '../../test/joining.ts';
import { lendTo } from '../../test/ledger.ts';
import { createMember, newMember } from '../../test/members.ts';
import { postWebhook } from '../../test/webhooks.ts';
import { WEEK_MS } from '../contributions/index.ts';
import { creditIncomingTransfer } from './credit.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(() => t.close());

const sandbox = () => sandboxIn(t);
const settled = () => sandboxSettled(t);

const virtualAccount = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers });

/** POST /sandbox/transfers as a test or a script sends it (amount in naira); waits for the credit. */
async function sendTransfer(accountNumber: string, amount: number | string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/transfers',
    payload: { account_number: accountNumber, amount },
  });
  await settled();
  return res;
}

/** An active SILVER member (N1,000 a week) who pays by transfer, in week 4 of the cycle: week 1 paid, weeks 2 and 3 missed. */
async function memberWithMissedWeeks() {
  const now = t.clock.now();
  const startedAt = new Date(now.getTime() - 3 * WEEK_MS);
  const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', startedAt });
  const row = (week: number, status: 'paid' | 'missed') => ({
    userId: m.userId,
    membershipId: m.membershipId,
    cycleNumber: 1,
    week,
    dueAt: new Date(startedAt.getTime() + (week - 1) * WEEK_MS),
    amountKobo: 100_000n,
    status,
    source: week === 1 ? 'activation' : 'transfer',
    attemptedAt: now,
    settledAt: now,
  });
  await t.database.db.insert(contributionWeeks).values([row(1, 'paid'), row(2, 'missed'), row(3, 'missed')]);
  const account = (await virtualAccount(m.headers)).json().data.account_number as string;
  return { ...m, account };
}

const weeksOf = async (userId: number) =>
  (
    await t.database.db
      .select({ week: contributionWeeks.week, status: contributionWeeks.status })
      .from(contributionWeeks)
      .where(eq(contributionWeeks.userId, userId))
      .orderBy(contributionWeeks.week)
  ).map((w) => `${w.week}:${w.status}`);

describe('GET /virtualaccount', () => {
  it('opens the member’s own NUBAN-valid account number on the first call and answers the same one after', async () => {
    const m = await createMember(t);
    const first = await virtualAccount(m.headers);
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.bank_name).toBe('Wema Bank');
    expect(data.account_name).toBe('TRUST FUND/NGOZI AMA EZE');
    expect(nubanValid(SANDBOX_DEDICATED_BANKS['wema-bank']?.code ?? '', data.account_number)).toBe(true);
    expect((await virtualAccount(m.headers)).json().data).toEqual(data);
    const other = await createMember(t);
    expect((await virtualAccount(other.headers)).json().data.account_number).not.toBe(data.account_number);
    const rows = await t.database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, m.userId));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await virtualAccount({})).statusCode).toBe(401);
  });
});

describe('a transfer into a dedicated account, credited without an operator', () => {
  it('pays missed weeks oldest first, then the loan and POP owed, and puts the rest in Save More, to the kobo', async () => {
    const m = await memberWithMissedWeeks();
    await lendTo(t, m.userId, 'loan', 250_050n, `test-loan-${m.userId}`);
    await lendTo(t, m.userId, 'pop', 100_000n, `test-pop-${m.userId}`);
    const clearing = await balance(t.database.db, ACCOUNTS.providerClearing);

    const res = await sendTransfer(m.account, '7,777.77');
    expect(res.statusCode).toBe(200);
    const b = await memberBalances(t.database.db, m.userId);
    // N2,000 for weeks 2 and 3, N2,500.50 to the loan, N1,000 to the POP, N2,277.27 to Save More.
    expect(b.loan).toBe(0n);
    expect(b.pop).toBe(0n);
    expect(b.contributions).toBe(200_000n + 227_727n);
    // Save More's N2,277.27 pays the coming weeks 4 and 5; N277.27 stays in the savings.
    expect(await weeksOf(m.userId)).toEqual(['1:paid', '2:paid', '3:paid', '4:paid', '5:paid']);
    expect((await balance(t.database.db, ACCOUNTS.providerClearing)) - clearing).toBe(777_777n);

    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.subject, 'Transfer received')));
    expect(note?.message).toContain('We received your transfer of ₦7,777.77');
    expect(note?.message).toContain(
      '₦2,000 to 2 missed weeks; ₦2,500.50 to your loan repayment; ₦1,000 to your P.O.P repayment; ₦2,277.27 to Save More',
    );
    await t.sendQueuedMail();
    const mail = t.lastMailTo(m.email);
    expect(mail?.subject).toContain('Transfer received');
    expect(mail?.text).toContain('₦7,777.77');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('keeps a transfer smaller than one week in Save More and pays no week with it', async () => {
    const m = await memberWithMissedWeeks();
    await sendTransfer(m.account, 999.99);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(99_999n);
    expect(await weeksOf(m.userId)).toEqual(['1:paid', '2:missed', '3:missed']);
  });

  it('pays one whole missed week and gives the odd naira and kobo to the loan', async () => {
    const m = await memberWithMissedWeeks();
    await lendTo(t, m.userId, 'loan', 1_000_000n, `test-loan-${m.userId}`);
    await sendTransfer(m.account, 1500.25);
    const b = await memberBalances(t.database.db, m.userId);
    expect(b.contributions).toBe(100_000n);
    expect(b.loan).toBe(1_000_000n - 50_025n);
    expect(await weeksOf(m.userId)).toEqual(['1:paid', '2:paid', '3:missed']);
  });

  it('starts a plan awaiting its transfer, and puts the rest in Save More', async () => {
    const m = await newMember(t);
    await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') });
    const account = (await m.call('GET', '/virtualaccount')).json().data.account_number;
    const fees = await balance(t.database.db, ACCOUNTS.membershipFees);
    await sendTransfer(account, 5500.5);
    const [plan] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(plan?.status).toBe('active');
    const [paid] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, m.id), eq(payments.purpose, 'transfer')));
    expect(paid?.status).toBe('success');
    expect((await balance(t.database.db, ACCOUNTS.membershipFees)) - fees).toBe(300_000n);
    // N1,000 first contribution (week 1) + N1,500.50 Save More (week 2, N500.50 kept).
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(250_050n);
    expect(await weeksOf(m.id)).toEqual(['1:paid', '2:paid']);
    // The plan's own receipt, as when an operator confirms a transfer, beside the transfer's.
    expect(t.outbox().some((mail) => mail.to === m.email && /receipt/i.test(mail.subject))).toBe(true);
  });

  it('leaves a plan awaiting its transfer when less than the amount due arrives, keeping the money in the savings', async () => {
    const m = await newMember(t);
    await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') });
    const account = (await m.call('GET', '/virtualaccount')).json().data.account_number;
    await sendTransfer(account, 3999.99);
    const [plan] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(plan?.status).toBe('pending');
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(399_999n);
  });

  it.each([
    // [sent, upgraded, contributions after, weeks paid]
    ['19,999.99', false, 1_999_999n, []],
    ['20,000', true, 500_000n, ['1:paid']],
    // N20,000 for the upgrade, then N7,345.67 to Save More: one whole GOLD week (N5,000) pays week 2.
    ['27,345.67', true, 500_000n + 734_567n, ['1:paid', '2:paid']],
  ] as const)(
    'an upgrade awaiting its transfer, sent ₦%s: upgraded %s, any rest to Save More',
    async (sent, upgraded, contributions, weeks) => {
      const m = await createMember(t, { plan: 'ORDINARY' });
      // Another member waits for the same upgrade: nothing of theirs moves.
      const other = await createMember(t, { plan: 'ORDINARY' });
      const upgrade = async (who: typeof m) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/userplanchange',
          headers: who.headers,
          payload: { pl_id: await t.planId('GOLD'), pl_change: 1, pay_method: 'transfer' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toMatchObject({ kind: 'transfer', total: 20_000 });
        return res.json().data.reference as string;
      };
      const reference = await upgrade(m);
      const otherReference = await upgrade(other);
      const account = (await virtualAccount(m.headers)).json().data.account_number as string;
      const fees = await balance(t.database.db, ACCOUNTS.membershipFees);

      expect((await sendTransfer(account, sent)).statusCode).toBe(200);

      const planOf = async (userId: number) => {
        const [row] = await t.database.db
          .select({ plan: plans.name, status: memberships.status })
          .from(memberships)
          .innerJoin(plans, eq(plans.id, memberships.planId))
          .where(eq(memberships.userId, userId));
        return row;
      };
      const paymentStatus = async (ref: string) =>
        (await t.database.db.select().from(payments).where(eq(payments.reference, ref)))[0]?.status;
      expect(await planOf(m.userId)).toEqual({ plan: upgraded ? 'GOLD' : 'ORDINARY', status: 'active' });
      expect(await paymentStatus(reference)).toBe(upgraded ? 'success' : 'pending');
      expect((await balance(t.database.db, ACCOUNTS.membershipFees)) - fees).toBe(upgraded ? 1_500_000n : 0n);
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(contributions);
      expect(await weeksOf(m.userId)).toEqual(weeks);
      const [note] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, m.userId), eq(notifications.subject, 'Transfer received')));
      expect(note?.message).toContain(upgraded ? '₦20,000 to your plan payment' : `₦${sent} to Save More`);

      expect(await planOf(other.userId)).toEqual({ plan: 'ORDINARY', status: 'active' });
      expect(await paymentStatus(otherReference)).toBe('pending');
      expect((await memberBalances(t.database.db, other.userId)).contributions).toBe(0n);
      expect((await checkLedger(t.database.db)).ok).toBe(true);
    },
  );

  it('credits replayed and reordered webhooks once each, and the ledger stays sound', async () => {
    const m = await memberWithMissedWeeks();
    const [account] = await t.database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, m.userId));
    if (!account) throw new Error('no account');
    const silently = (amountKobo: bigint) =>
      sandbox().receiveTransfer({ ...account, amountKobo, announce: false });
    const first = silently(100_000n);
    const second = silently(200_001n);
    // The second arrives first, then the first, then both again in the other order.
    for (const ref of [second, first, first, second]) {
      sandbox().replayIncomingTransfer(ref);
      await settled();
    }
    // The same event with Paystack's id in it is another event key: still credited once.
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: 99_001, reference: first, channel: 'dedicated_nuban' },
    });
    const res = await postWebhook(t.app, body, { secret: sandbox().webhookSecret });
    expect(res.statusCode).toBe(200);
    await settled();

    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(300_001n);
    const rows = await t.database.db
      .select()
      .from(dedicatedTransfers)
      .where(eq(dedicatedTransfers.userId, m.userId))
      .orderBy(dedicatedTransfers.id);
    // The second was worked first: it paid both missed weeks; the first then went to Save More.
    expect(rows.map((r) => [r.reference, r.amountKobo])).toEqual([
      [second, 200_001n],
      [first, 100_000n],
    ]);
    expect(await weeksOf(m.userId)).toEqual(['1:paid', '2:paid', '3:paid', '4:paid']);
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.reference, first));
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.processedAt)).toBe(true);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('credits a transfer once when two workers take its event at the same moment', async () => {
    const m = await memberWithMissedWeeks();
    const [account] = await t.database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, m.userId));
    if (!account) throw new Error('no account');
    const ref = sandbox().receiveTransfer({ ...account, amountKobo: 300_000n, announce: false });
    const done = await Promise.all(Array.from({ length: 4 }, () => creditIncomingTransfer(t.app.deps, ref)));
    expect(done).toEqual([true, true, true, true]);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(300_000n);
    expect(
      await t.database.db.select().from(dedicatedTransfers).where(eq(dedicatedTransfers.reference, ref)),
    ).toHaveLength(1);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses an unsigned or tampered webhook and credits nothing', async () => {
    const m = await memberWithMissedWeeks();
    const [account] = await t.database.db
      .select()
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, m.userId));
    if (!account) throw new Error('no account');
    const ref = sandbox().receiveTransfer({ ...account, amountKobo: 500_000n, announce: false });
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: ref, channel: 'dedicated_nuban' },
    });
    const res = await postWebhook(t.app, body, { secret: 'not-the-secret' });
    expect(res.statusCode).toBe(401);
    await settled();
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });
});

describe('POST /sandbox/transfers', () => {
  it.each([
    [{ account_number: '0000000000', amount: 100 }, 404, 'No Trust Fund account has this number'],
    [{ account_number: '12345', amount: 100 }, 400, 'Enter the 10-digit account number'],
    [{ account_number: '0123456789', amount: 0 }, 400, 'The amount should be greater than zero'],
    [{ account_number: '0123456789', amount: '1.234' }, 400, 'at most 2 decimals'],
    [{ account_number: '0123456789' }, 400, 'Enter the amount to send'],
  ])('refuses %j with %i and a sentence, sending nothing', async (payload, status, message) => {
    const before = await t.database.db.select().from(dedicatedTransfers);
    const res = await t.app.inject({ method: 'POST', url: '/sandbox/transfers', payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    await settled();
    expect(await t.database.db.select().from(dedicatedTransfers)).toHaveLength(before.length);
  });

  it('offers a page that sends the transfer as a form and says what was sent', async () => {
    const m = await memberWithMissedWeeks();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox/transfers?account_number=${m.account}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`value="${m.account}"`);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/transfers',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account_number=${m.account}&amount=2000`,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('₦2,000</p>');
    await settled();
    expect(await weeksOf(m.userId)).toEqual(['1:paid', '2:paid', '3:paid']);
  });
});
