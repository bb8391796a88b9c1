import { WALLET_MESSAGES } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, payments, payouts } from '../../db/schema/index.ts';
import type { Verification } from '../../gateways/gateway.ts';
import { ACCOUNTS, balance, checkLedger } from '../../ledger/index.ts';
import { lendTo, postToMember } from '../../test/ledger.ts';
import { createMember } from '../../test/members.ts';
import { walletWorld } from '../../test/wallet.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';
import { confirmRepaymentTransfer } from './index.ts';

const w = walletWorld();
const { wallet, repay, back, sandbox, owed } = w;
const entriesOf = (reference: string) =>
  w.t.database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, reference));

describe('GET /usertrustwallet', () => {
  it('shows zeros, Apply for each product and the fund’s account with the TFP as narration for a new member', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const shown = await wallet(m);
    expect(shown).toMatchObject({
      tot_earned: 0,
      redeem_earned: 0,
      current_loan: 0,
      outstanding_loan: 0,
      loan_status: 0,
      current_pop: 0,
      outstanding_pop: 0,
      pop_status: 3,
      current_etc: 0,
      outstanding_etc: 0,
      etc_status: 3,
      bank: {
        bank_name: 'Guaranty Trust Bank',
        account_number: '0123456789',
        account_name: 'Trust Fund Cooperative',
      },
      awaited_repayments: [],
    });
    expect(shown.narration).toMatch(/^TFP\d{10}$/);
  });

  it('reads earnings, redemptions and what is owed from the ledger, with Repay while anything is owed', async () => {
    const m = await createMember(w.t, { plan: 'GOLD', bank: true });
    await postToMember(w.t, m.userId, 'referral-earning', 1_200_000n, `w-earn:${m.userId}`);
    await w.t.database.db.insert(payouts).values({
      userId: m.userId,
      kind: 'redemption',
      reference: `w-redeem:${m.userId}`,
      amountKobo: 500_000n,
      bankName: 'Guaranty Trust Bank',
      accountNumber: '0123456789',
      accountHolderName: 'Ngozi Ama Eze',
      createdAt: w.t.clock.now(),
    });
    await lendTo(w.t, m.userId, 'loan', 10_000_000n, `w-loan:${m.userId}`);
    await lendTo(w.t, m.userId, 'pop', 2_000_000n, `w-pop:${m.userId}`);
    await lendTo(w.t, m.userId, 'etc', 1_500_000n, `w-etc:${m.userId}`);
    expect(await wallet(m)).toMatchObject({
      tot_earned: 12_000,
      redeem_earned: 5_000,
      current_loan: 100_000,
      outstanding_loan: 100_000,
      loan_status: 3,
      current_pop: 20_000,
      outstanding_pop: 20_000,
      pop_status: 2,
      current_etc: 15_000,
      outstanding_etc: 15_000,
      etc_status: 2,
    });
  });

  it('keeps the amount lent as current_loan while part is repaid, and forgets a loan repaid in full', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    await lendTo(w.t, m.userId, 'loan', 5_000_000n, `w-l1:${m.userId}`);
    const r = await repay(m, '/loanrepayement', { loan_amount: 20_000 });
    sandbox().completeCheckout(r.json().data.reference, 'success');
    await back(m, r.json().data.reference);
    expect(await wallet(m)).toMatchObject({ current_loan: 50_000, outstanding_loan: 30_000, loan_status: 3 });
    const rest = await repay(m, '/loanrepayement', { loan_amount: 30_000 });
    sandbox().completeCheckout(rest.json().data.reference, 'success');
    await back(m, rest.json().data.reference);
    expect(await wallet(m)).toMatchObject({ current_loan: 0, outstanding_loan: 0, loan_status: 0 });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-l2:${m.userId}`);
    expect(await wallet(m)).toMatchObject({ current_loan: 10_000, outstanding_loan: 10_000 });
  });

  it('answers 401 without a session', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/usertrustwallet' });
    expect(res.statusCode).toBe(401);
  });
});

describe('repaying by card', () => {
  it('refuses zero with the spec’s message (and the plain ETC and POP sentences), changing nothing', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-z:${m.userId}`);
    for (const [path, body, message] of [
      ['/loanrepayement', { loan_amount: 0 }, WALLET_MESSAGES.loanZero],
      ['/loanrepayement', { loan_amount: -5 }, WALLET_MESSAGES.loanZero],
      ['/loanrepayement', {}, WALLET_MESSAGES.loanZero],
      ['/loanrepayement', { loan_amount: 'abc' }, WALLET_MESSAGES.loanZero],
      ['/poprepayement', { pop_amount: 0 }, WALLET_MESSAGES.popZero],
      ['/etcrepayement', { etc_amount: 0 }, WALLET_MESSAGES.etcZero],
    ] as const) {
      const res = await repay(m, path, body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await w.t.database.db.select().from(payments).where(eq(payments.userId, m.userId))).toEqual([]);
  });

  it('refuses a repayment when nothing is owed, or above what is owed, with a plain sentence', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const none = await repay(m, '/poprepayement', { pop_amount: 100 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('You have no POP to repay.');
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-a:${m.userId}`);
    const above = await repay(m, '/loanrepayement', { loan_amount: 10_000.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({
      message: 'You owe ₦10,000 on your loan. You cannot repay more than you owe.',
      data: { outstanding: 10_000 },
    });
    expect(await w.t.database.db.select().from(payments).where(eq(payments.userId, m.userId))).toEqual([]);
  });

  it('repays through the hosted checkout and posts once when the webhook and the return both arrive', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 5_000_000n, `w-c:${m.userId}`);
    const res = await repay(m, '/loanrepayement', { loan_amount: 20_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { authurl, authorization_url, reference, amount } = res.json().data;
    expect(res.json().message).toBe(WALLET_MESSAGES.paymentStarted);
    expect(amount).toBe(20_000);
    expect(reference).toMatch(/^LR-/);
    expect(authurl).toContain(`/sandbox/checkout/${reference}`);
    expect(authorization_url).toBe(authurl);
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ purpose: 'loan-repayment', method: 'checkout', status: 'pending' });

    const returnUrl = sandbox().completeCheckout(reference, 'success');
    expect(returnUrl).toContain(`/trustwallet?reference=${reference}`);
    const [first, second] = await Promise.all([back(m, reference), back(m, reference), sandbox().settled()]);
    for (const r of [first, second]) {
      expect(r?.statusCode).toBe(200);
      expect(r?.json()).toMatchObject({
        status: 'success',
        message: 'Your loan repayment of ₦20,000 was successful.',
        data: {
          reference,
          repay_type: 'loan',
          status: 'success',
          amount: 20_000,
          method: 'Card',
          outstanding: 30_000,
        },
      });
    }
    expect(first?.json().data.paid_at).toEqual(expect.any(String));
    expect(await entriesOf(reference)).toHaveLength(1);
    expect((await owed(m)).loan).toBe(3_000_000n);
    expect((await wallet(m)).outstanding_loan).toBe(30_000);
  });

  it('repays POP and ETC into their own accounts', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    await lendTo(w.t, m.userId, 'pop', 2_000_000n, `w-p:${m.userId}`);
    await lendTo(w.t, m.userId, 'etc', 1_000_000n, `w-e:${m.userId}`);
    for (const [path, body, prefix] of [
      ['/poprepayement', { pop_amount: 20_000 }, 'PR-'],
      ['/etcrepayement', { etc_amount: 4_000 }, 'ER-'],
    ] as const) {
      const { reference } = (await repay(m, path, body)).json().data;
      expect(reference.startsWith(prefix)).toBe(true);
      sandbox().completeCheckout(reference, 'success');
      expect((await back(m, reference)).statusCode).toBe(200);
    }
    expect(await owed(m)).toMatchObject({ pop: 0n, etc: 600_000n, loan: 0n });
    expect(await wallet(m)).toMatchObject({ pop_status: 3, etc_status: 2, outstanding_etc: 6_000 });
  });

  it('posts nothing for a declined checkout and answers the spec’s failure text', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-d:${m.userId}`);
    const { reference } = (await repay(m, '/loanrepayement', { loan_amount: 10_000 })).json().data;
    sandbox().completeCheckout(reference, 'failure');
    const r = await back(m, reference);
    expect(r.statusCode).toBe(402);
    expect(r.json()).toMatchObject({ message: WALLET_MESSAGES.paymentFailed, data: { status: 'failed' } });
    expect((await owed(m)).loan).toBe(1_000_000n);
  });

  it('answers pending while the member has not finished the checkout', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-pe:${m.userId}`);
    const { reference } = (await repay(m, '/loanrepayement', { loan_amount: 10_000 })).json().data;
    const r = await back(m, reference);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ status: 'pending', paid_at: null, outstanding: 10_000 });
  });

  it('never lets another member confirm or see my repayment (404)', async () => {
    const me = await createMember(w.t, { plan: 'SILVER' });
    const other = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, me.userId, 'loan', 1_000_000n, `w-o:${me.userId}`);
    const { reference } = (await repay(me, '/loanrepayement', { loan_amount: 10_000 })).json().data;
    const r = await back(other, reference);
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(WALLET_MESSAGES.unknownReference);
    expect((await back(other, 'SM-NOT-A-REPAYMENT')).statusCode).toBe(404);
    // nothing was settled for the other member's call: my payment is still mine to finish
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('pending');
  });

  it('refunds the second of two repayments of the whole loan paid at once, never owing below zero', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 2_500_000n, `w-r:${m.userId}`);
    const a = (await repay(m, '/loanrepayement', { loan_amount: 25_000 })).json().data.reference;
    const b = (await repay(m, '/loanrepayement', { loan_amount: 25_000 })).json().data.reference;
    sandbox().completeCheckout(a, 'success');
    sandbox().completeCheckout(b, 'success');
    const answers = await Promise.all([back(m, a), back(m, b), back(m, a), back(m, b), sandbox().settled()]);
    await sandbox().settled();
    expect((await owed(m)).loan).toBe(0n);
    const rows = await w.t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, m.userId), eq(payments.purpose, 'loan-repayment')));
    const paid = rows.filter((p) => p.status === 'success');
    const refunded = rows.filter((p) => p.status === 'failed');
    expect(paid).toHaveLength(1);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      failureReason: WALLET_MESSAGES.refunded('loan'),
      refundStatus: 'processed',
    });
    expect(await entriesOf(refunded[0]?.reference ?? '')).toEqual([]);
    // the member is told: one success, and the other payment's refund in the modal's words
    const refundedAnswers = answers.filter((r) => r && r.json().data?.reference === refunded[0]?.reference);
    for (const r of refundedAnswers) {
      expect(r?.statusCode).toBe(402);
      expect(r?.json().message).toBe(WALLET_MESSAGES.refunded('loan'));
    }
    const report = await checkLedger(w.t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('settles two whole repayments at the same instant without an error: one applied, the other refunded', async () => {
    // Straight to settlement with the provider's answer, both at once, for several members: the
    // second must wait for the first and find nothing owed, never fail half-way.
    const ctx = paymentsContext(w.t.app);
    const pairs = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const m = await createMember(w.t, { plan: 'SILVER' });
        await lendTo(w.t, m.userId, 'etc', 1_000_000n, `w-rr:${m.userId}:${i}`);
        const refs: string[] = [];
        for (let k = 0; k < 2; k++) {
          refs.push((await repay(m, '/etcrepayement', { etc_amount: 10_000 })).json().data.reference);
        }
        return { m, refs };
      }),
    );
    const answer = (reference: string): Verification => ({
      reference,
      status: 'success',
      amountKobo: 1_000_000n,
      currency: 'NGN',
      message: 'Approved',
    });
    const settled = await Promise.allSettled(
      pairs.flatMap(({ refs }) => refs.map((r) => settlePayment(ctx, r, answer(r)))),
    );
    expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    for (const { m, refs } of pairs) {
      expect((await owed(m)).etc).toBe(0n);
      const rows = await w.t.database.db.select().from(payments).where(inArray(payments.reference, refs));
      expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'success']);
    }
  });
});

describe('repaying by bank transfer', () => {
  it('notes the transfer once for an operator, shows it as awaited, and posts it from the bank when confirmed', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `w-t:${m.userId}`);
    const res = await repay(m, '/loanrepayement', { loan_amount: 4_000, payment_method: 'transfer' });
    expect(res.statusCode, res.body).toBe(200);
    const noted = res.json();
    expect(noted.message).toBe(WALLET_MESSAGES.transferNoted('loan', '₦4,000'));
    expect(noted.data).toMatchObject({
      amount: 4_000,
      bank: { account_number: '0123456789' },
      narration: expect.stringMatching(/^TFP\d{10}$/),
    });
    expect(noted.data.reference).toMatch(/^LRT-/);
    // saying "I have paid" twice records it once
    const again = await repay(m, '/loanrepayement', { loan_amount: 4_000, payment_method: 'transfer' });
    expect(again.json().data.reference).toBe(noted.data.reference);
    const shown = await wallet(m);
    expect(shown.awaited_repayments).toEqual([
      {
        repay_type: 'loan',
        amount: 4_000,
        reference: noted.data.reference,
        requested_at: expect.any(String),
      },
    ]);
    expect(shown.outstanding_loan).toBe(10_000);

    const bankBefore = await balance(w.t.database.db, ACCOUNTS.bank);
    await confirmRepaymentTransfer(w.t.app.deps, noted.data.reference);
    expect((await owed(m)).loan).toBe(600_000n);
    expect((await balance(w.t.database.db, ACCOUNTS.bank)) - bankBefore).toBe(400_000n);
    expect((await wallet(m)).awaited_repayments).toEqual([]);
    await expect(confirmRepaymentTransfer(w.t.app.deps, noted.data.reference)).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('refuses to confirm a transfer for more than is still owed (a card repayment came first)', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await lendTo(w.t, m.userId, 'pop', 1_000_000n, `w-tc:${m.userId}`);
    const noted = (
      await repay(m, '/poprepayement', { pop_amount: 10_000, payment_method: 'transfer' })
    ).json();
    const card = (await repay(m, '/poprepayement', { pop_amount: 10_000 })).json().data.reference;
    sandbox().completeCheckout(card, 'success');
    await back(m, card);
    await expect(confirmRepaymentTransfer(w.t.app.deps, noted.data.reference)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await owed(m)).pop).toBe(0n);
  });

  it('keeps the ledger balanced after every path above', async () => {
    await sandbox().settled();
    const report = await checkLedger(w.t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
