import type { Verification } from '../../gateways/index.ts';
import type { PaymentRow } from './payment-rows.ts';

/**
 * The one amount-and-currency check: the provider took exactly what we asked, in our currency. Any
 * other answer is money we will not apply (settlement refunds it). Currencies are compared in
 * capitals because providers differ in how they write them.
 */
export function paidAsAsked(payment: Pick<PaymentRow, 'amountKobo' | 'currency'>, v: Verification): boolean {
  return v.amountKobo === payment.amountKobo && v.currency.toUpperCase() === payment.currency.toUpperCase();
}
