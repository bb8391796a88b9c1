import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, loans, notifications, payments } from '../../db/schema/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { lendTo } from '../../test/ledger.ts';
import { createMember } from '../../test/members.ts';
import { walletWorld } from '../../test/wallet.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';
import { confirmRepaymentTransfer } from './index.ts';

/**
 * The trust wallet's repayments one rule at a time: each product's own entries and purposes, the
 * loan that ends once repaid, the transfers awaited per member and per product, and the operator's
 * confirmation refused with its reason.
 */

const w = walletWorld();
const { wallet, repay, back, sandbox, owed } = w;
const descriptionOf = async (reference: string) =>
  (
    await w.t.database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, reference))
  ).map((e) => [e.kind, e.description]);

/** A member whose loan the fund disbursed: the loan row and the money the ledger lent. */
async function borrower(kobo: bigint) {
  const m = await createMember(w.t, { plan: 'GOLD' });
  const [loan] = await w.t.database.db
    .insert(loans)
    .values({
      userId: m.userId,
      amountKobo: kobo,
      repaymentDate: '2026-12-31',
      state: 'disbursed',
      createdAt: w.t.clock.now(),
      disbursedAt: w.t.clock.now(),
    })
    .returning();
  await lendTo(w.t, m.userId, 'loan', kobo, `wr-loan:${m.userId}`);
  return { m, loanId: loan?.id as number };
}
const loanState = async (id: number) =>
  (await w.t.database.db.select({ state: loans.state }).from(loans).where(eq(loans.id, id)))[0]?.state;
const toldRepaid = async (userId: number) =>
  (
    await w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subject, 'Loan repaid')))
  ).length;

describe('the trust wallet’s repayments, rule by rule', () => {
  it('ends a loan repaid in full, by card for one member and by transfer for another at once, and tells each', async () => {
    const [card, transfer] = await Promise.all([borrower(2_000_000n), borrower(3_000_000n)]);
    const byCard = (await repay(card.m, '/loanrepayement', { loan_amount: 20_000 })).json().data.reference;
    const byTransfer = (
      await repay(transfer.m, '/loanrepayement', { loan_amount: 30_000, payment_method: 'transfer' })
    ).json().data.reference;
    sandbox().completeCheckout(byCard, 'success');
    const [r] = await Promise.all([
      back(card.m, byCard),
      confirmRepaymentTransfer(w.t.app.deps, byTransfer),
      sandbox().settled(),
    ]);
    expect(r.statusCode).toBe(200);
    await sandbox().settled();
    expect([await loanState(card.loanId), await loanState(transfer.loanId)]).toEqual(['repaid', 'repaid']);
    expect([await toldRepaid(card.m.userId), await toldRepaid(transfer.m.userId)]).toEqual([1, 1]);
    expect((await owed(card.m)).loan).toBe(0n);
    expect((await owed(transfer.m)).loan).toBe(0n);
  });

  it('keeps a loan part repaid by transfer open, the member not told it is repaid', async () => {
    const { m, loanId } = await borrower(2_000_000n);
    const ref = (await repay(m, '/loanrepayement', { loan_amount: 5_000, payment_method: 'transfer' })).json()
      .data.reference;
    await confirmRepaymentTransfer(w.t.app.deps, ref);
    expect(await loanState(loanId)).toBe('disbursed');
    expect(await toldRepaid(m.userId)).toBe(0);
  });

  it('names each product and the way it was paid in the ledger entry', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `wr-l:${m.userId}`);
    await lendTo(w.t, m.userId, 'pop', 1_000_000n, `wr-p:${m.userId}`);
    await lendTo(w.t, m.userId, 'etc', 1_000_000n, `wr-e:${m.userId}`);
    const loanCard = (await repay(m, '/loanrepayement', { loan_amount: 1_000 })).json().data.reference;
    const etcCard = (await repay(m, '/etcrepayement', { etc_amount: 2_000 })).json().data.reference;
    for (const ref of [loanCard, etcCard]) {
      sandbox().completeCheckout(ref, 'success');
      expect((await back(m, ref)).statusCode).toBe(200);
    }
    const popTransfer = (
      await repay(m, '/poprepayement', { pop_amount: 3_000, payment_method: 'transfer' })
    ).json().data.reference;
    const loanTransfer = (
      await repay(m, '/loanrepayement', { loan_amount: 4_000, payment_method: 'transfer' })
    ).json().data.reference;
    await confirmRepaymentTransfer(w.t.app.deps, popTransfer);
    await confirmRepaymentTransfer(w.t.app.deps, loanTransfer);
    expect(await descriptionOf(loanCard)).toEqual([['repayment', 'Loan repayment by card']]);
    expect(await descriptionOf(etcCard)).toEqual([['repayment', 'ETC repayment by card']]);
    expect(await descriptionOf(popTransfer)).toEqual([['repayment', 'POP repayment by bank transfer']]);
    expect(await descriptionOf(loanTransfer)).toEqual([['repayment', 'Loan repayment by bank transfer']]);
    expect(await owed(m)).toMatchObject({ loan: 500_000n, pop: 700_000n, etc: 800_000n });
    const rows = await w.t.database.db.select().from(payments).where(eq(payments.userId, m.userId));
    expect(
      rows
        .map((p) => [p.purpose, p.method, p.gateway, p.status])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['etc-repayment', 'checkout', 'sandbox', 'success'],
      ['loan-repayment', 'checkout', 'sandbox', 'success'],
      ['loan-repayment-transfer', 'transfer', 'bank', 'success'],
      ['pop-repayment-transfer', 'transfer', 'bank', 'success'],
    ]);
  });

  it('lists each member’s own transfers awaited under their product, and notes each member’s apart', async () => {
    const [a, b] = await Promise.all([
      createMember(w.t, { plan: 'GOLD' }),
      createMember(w.t, { plan: 'GOLD' }),
    ]);
    for (const m of [a, b]) {
      await lendTo(w.t, m.userId, 'pop', 1_000_000n, `wr-ap:${m.userId}`);
      await lendTo(w.t, m.userId, 'etc', 1_000_000n, `wr-ae:${m.userId}`);
    }
    // Both say at once that they sent the same amount for their POP: each gets a transfer of their own.
    const [pa, pb] = await Promise.all(
      [a, b].map((m) => repay(m, '/poprepayement', { pop_amount: 2_500, payment_method: 'transfer' })),
    );
    expect(pa?.json().data.reference).not.toBe(pb?.json().data.reference);
    const etc = (await repay(a, '/etcrepayement', { etc_amount: 1_500, payment_method: 'transfer' })).json()
      .data;
    w.t.clock.advance(1000);
    // Another amount is another transfer.
    const popAgain = (
      await repay(a, '/poprepayement', { pop_amount: 3_000, payment_method: 'transfer' })
    ).json().data;
    expect(popAgain.reference).not.toBe(pa?.json().data.reference);
    const wa = await wallet(a);
    expect(
      wa.awaited_repayments.map((x: { repay_type: string; amount: number }) => [x.repay_type, x.amount]),
    ).toEqual([
      ['pop', 2_500],
      ['etc', 1_500],
      ['pop', 3_000],
    ]);
    expect(wa.awaited_repayments[1].reference).toBe(etc.reference);
    const wb = await wallet(b);
    expect(wb.awaited_repayments).toEqual([
      {
        repay_type: 'pop',
        amount: 2_500,
        reference: pb?.json().data.reference,
        requested_at: expect.any(String),
      },
    ]);
    // Once confirmed, the same amount said again is a new transfer.
    await confirmRepaymentTransfer(w.t.app.deps, pb?.json().data.reference);
    const next = (await repay(b, '/poprepayement', { pop_amount: 2_500, payment_method: 'transfer' })).json()
      .data;
    expect(next.reference).not.toBe(pb?.json().data.reference);
    expect((await wallet(b)).awaited_repayments.map((x: { reference: string }) => x.reference)).toEqual([
      next.reference,
    ]);
  });

  it('refuses to confirm an unknown reference, a card repayment’s, one confirmed already, or more than owed, each saying why', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    await lendTo(w.t, m.userId, 'etc', 1_000_000n, `wr-c:${m.userId}`);
    await expect(confirmRepaymentTransfer(w.t.app.deps, 'ERT-NOT-A-TRANSFER')).rejects.toMatchObject({
      statusCode: 404,
      message: 'No repayment transfer has this reference',
    });
    const card = (await repay(m, '/etcrepayement', { etc_amount: 1_000 })).json().data.reference;
    await expect(confirmRepaymentTransfer(w.t.app.deps, card)).rejects.toMatchObject({
      statusCode: 404,
      message: 'No repayment transfer has this reference',
    });
    const [whole, part] = [
      (await repay(m, '/etcrepayement', { etc_amount: 10_000, payment_method: 'transfer' })).json().data
        .reference,
      (await repay(m, '/etcrepayement', { etc_amount: 6_000, payment_method: 'transfer' })).json().data
        .reference,
    ];
    await confirmRepaymentTransfer(w.t.app.deps, part);
    await expect(confirmRepaymentTransfer(w.t.app.deps, part)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This repayment transfer was already settled',
    });
    await expect(confirmRepaymentTransfer(w.t.app.deps, whole)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'The member owes ₦4,000 on their ETC; this transfer of ₦10,000 is more. Return the money instead.',
    });
    // Exactly what is owed is accepted.
    const rest = (await repay(m, '/etcrepayement', { etc_amount: 4_000, payment_method: 'transfer' })).json()
      .data.reference;
    const done = await confirmRepaymentTransfer(w.t.app.deps, rest);
    expect(done).toMatchObject({ status: 'success', settledAt: w.t.clock.now() });
    expect((await owed(m)).etc).toBe(0n);
  });

  it('gives an empty narration to a member without a TFP, in the wallet and for a transfer', async () => {
    const m = await createMember(w.t, { plan: 'GOLD', user: { tfpPin: null } });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `wr-n:${m.userId}`);
    expect((await wallet(m)).narration).toBe('');
    const noted = await repay(m, '/loanrepayement', { loan_amount: 1_000, payment_method: 'transfer' });
    expect(noted.json().data.narration).toBe('');
  });

  it('says what is owed (nothing) with a refusal, keeps the same amount for two products apart, and answers 404 for a transfer on the card return', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    const none = await repay(m, '/etcrepayement', { etc_amount: 1_000 });
    expect(none.json()).toMatchObject({ message: 'You have no ETC to repay.', data: { outstanding: 0 } });
    await lendTo(w.t, m.userId, 'loan', 1_000_000n, `wr-s:${m.userId}`);
    await lendTo(w.t, m.userId, 'etc', 1_000_000n, `wr-s2:${m.userId}`);
    const loan = (
      await repay(m, '/loanrepayement', { loan_amount: 2_000, payment_method: 'transfer' })
    ).json().data;
    const etc = (await repay(m, '/etcrepayement', { etc_amount: 2_000, payment_method: 'transfer' })).json()
      .data;
    expect(etc.reference).not.toBe(loan.reference);
    expect(
      (await wallet(m)).awaited_repayments.map((x: { repay_type: string; amount: number }) => [
        x.repay_type,
        x.amount,
      ]),
    ).toEqual([
      ['loan', 2_000],
      ['etc', 2_000],
    ]);
    const onCardReturn = await back(m, etc.reference);
    expect(onCardReturn.statusCode).toBe(404);
    expect(
      (await w.t.database.db.select().from(payments).where(eq(payments.reference, etc.reference)))[0]?.status,
    ).toBe('pending');
  });

  it('refunds a card repayment whose amount is not the one asked, posting nothing', async () => {
    const m = await createMember(w.t, { plan: 'GOLD' });
    await lendTo(w.t, m.userId, 'pop', 1_000_000n, `wr-mm:${m.userId}`);
    const { reference } = (await repay(m, '/poprepayement', { pop_amount: 5_000 })).json().data;
    await settlePayment(paymentsContext(w.t.app), reference, {
      reference,
      status: 'success',
      amountKobo: 400_000n,
      currency: 'NGN',
      message: 'Approved',
    });
    const [row] = await w.t.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'The amount paid does not match the repayment; it is refunded',
    });
    expect((await owed(m)).pop).toBe(1_000_000n);
    expect(await descriptionOf(reference)).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    await sandbox().settled();
    const report = await checkLedger(w.t.database.db);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  });
});
