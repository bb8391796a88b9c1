import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, payments } from '../../db/schema/index.ts';
import type { Verification } from '../../gateways/index.ts';
import { sandboxOf } from '../../gateways/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { paidAsAsked } from './amount-check.ts';
import { cardSetupState } from './card-setup.ts';
import { paymentsContext } from './context.ts';
import type { PaymentRow } from './payment-rows.ts';
import { purposeOf } from './purposes.ts';
import { followUpReference, newReference } from './reference.ts';
import { settlePayment } from './settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const saveMore = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/usermakeupfrontcontribution', headers, payload });
const paymentRow = async (reference: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

describe('payment references', () => {
  it('have one format: the purpose’s prefix and 20 unguessable capitals and digits', () => {
    expect(newReference('plan')).toMatch(/^TF-[0-9A-F]{20}$/);
    expect(newReference('card-setup')).toMatch(/^TFC-[0-9A-F]{20}$/);
    expect(newReference('save-more')).toMatch(/^SM-[0-9A-F]{20}$/);
    expect(newReference('transfer')).toMatch(/^TRF-[0-9A-F]{20}$/);
    expect(newReference('plan')).not.toBe(newReference('plan'));
    expect(followUpReference('TFC-ABC')).toBe('TFC-ABC-P');
  });
});

describe('the amount-and-currency check', () => {
  const asked = { amountKobo: 200_000n, currency: 'NGN' };
  const answer = (amountKobo: bigint, currency: string): Verification => ({
    reference: 'r',
    status: 'success',
    amountKobo,
    currency,
    message: 'Approved',
  });
  it('accepts exactly the amount asked, in our currency however the provider writes it', () => {
    expect(paidAsAsked(asked, answer(200_000n, 'NGN'))).toBe(true);
    expect(paidAsAsked(asked, answer(200_000n, 'ngn'))).toBe(true);
  });
  it('refuses another amount, by one kobo either way, and another currency', () => {
    expect(paidAsAsked(asked, answer(199_999n, 'NGN'))).toBe(false);
    expect(paidAsAsked(asked, answer(200_001n, 'NGN'))).toBe(false);
    expect(paidAsAsked(asked, answer(200_000n, 'USD'))).toBe(false);
  });
});

describe('purposes', () => {
  it('are wired from the app’s list (modules/registries.ts), and an unknown one is a wiring error', () => {
    for (const name of [
      'plan',
      'card-setup',
      'save-more',
      'transfer',
      'loan-repayment',
      'etc-repayment-transfer',
      'card-change',
      'plan-change',
      'plan-change-transfer',
    ])
      expect(purposeOf(name).name).toBe(name);
    expect(() => purposeOf('gift-card')).toThrow('The payment purpose "gift-card" is not wired');
  });
});

describe('the card check’s states', () => {
  const row = (over: Partial<PaymentRow>) =>
    ({ status: 'pending', attemptedAt: null, ...over }) as PaymentRow;
  it('reads where a card check stands from its payment and the charge it leads to', () => {
    expect(cardSetupState(row({ status: 'pending' }), undefined)).toBe('checking');
    expect(cardSetupState(row({ status: 'failed' }), undefined)).toBe('refused');
    expect(cardSetupState(row({ status: 'success' }), undefined)).toBe('done');
    expect(cardSetupState(row({ status: 'success' }), row({}))).toBe('saved');
    expect(cardSetupState(row({ status: 'success' }), row({ attemptedAt: new Date() }))).toBe('charging');
    expect(cardSetupState(row({ status: 'success' }), row({ status: 'success' }))).toBe('done');
    expect(cardSetupState(row({ status: 'success' }), row({ status: 'failed' }))).toBe('done');
  });
});

describe('settling a Save More payment', () => {
  it('refunds money the provider took for another amount, and credits nothing', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 2, con_amount: 2000 })).json().data;
    const wrong: Verification = {
      reference,
      status: 'success',
      amountKobo: 100n,
      currency: 'NGN',
      message: 'Approved',
    };
    await settlePayment(paymentsContext(t.app), reference, wrong);
    const refunded = await paymentRow(reference);
    // The refund is asked for once (the sandbox refuses it here: it never took this money).
    expect(refunded).toMatchObject({ status: 'failed', refundRequestedAt: expect.any(Date) });
    expect(refunded?.refundStatus).not.toBeNull();
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
    // Settling again (the webhook after the return) neither credits nor refunds twice.
    await settlePayment(paymentsContext(t.app), reference, { ...wrong, amountKobo: 200_000n });
    expect(await paymentRow(reference)).toEqual(refunded);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
  });

  it('does not make the card used for Save More the member’s weekly debit card', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const { reference } = (await saveMore(m.headers, { con_week: 1, con_amount: 1000 })).json().data;
    sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'success');
    await sandboxOf(t.app.deps.gateway)?.settled();
    expect(await paymentRow(reference)).toMatchObject({ status: 'success' });
    expect(await t.database.db.select().from(cards).where(eq(cards.userId, m.userId))).toEqual([]);
  });
});
