import type { Context } from 'openapi-backend';
import { type PaystackRefusal, paystackRefundRefusal, paystackRefusal } from '../gateways/paystack-rules.ts';

/**
 * What the fake Paystack's parts share: how an answer is written, Paystack's own refusals, and the
 * rules every part that starts money moving keeps (fake-paystack.ts puts the parts together).
 */

export type Answer = { status: number; body: Record<string, unknown> };
export const answer = (status: number, body: Record<string, unknown>): Answer => ({ status, body });
export const refused = (message: string) => answer(400, { status: false, message });

/** A part's handlers, by the operationId of Paystack's contract each answers. */
export type Routes = Record<string, (c: Context) => Answer>;

export const bodyOf = (c: Context) => c.request.requestBody as Record<string, unknown>;

/** Paystack's answer to a reference used before, as its contract gives it. */
export const DUPLICATE_REFERENCE = {
  status: false,
  message: 'Duplicate Transaction Reference',
  meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
  type: 'validation_error',
  code: 'duplicate_reference',
};

/** Paystack's own rules (payments/paystack-rules.ts) for the operations that start money moving. */
export function rulesOf(
  operationId: string | undefined,
  body: Record<string, unknown>,
): PaystackRefusal | undefined {
  if (operationId === 'transaction_initialize' || operationId === 'transaction_chargeAuthorization')
    return paystackRefusal('transaction', body);
  if (operationId === 'transfer_initiate') return paystackRefusal('transfer', body);
  if (operationId === 'refund_create') return paystackRefundRefusal(body.amount);
  return undefined;
}

/**
 * A request within the contract that breaks one of Paystack's own rules (payments/paystack-rules.ts):
 * refused in Paystack's words, and recorded in `violations` as a rule the adapter broke.
 */
export function brokenRule(
  violations: string[],
  operationId: string,
  body: Record<string, unknown>,
): Answer | undefined {
  const refusal = rulesOf(operationId, body);
  if (!refusal) return undefined;
  violations.push(`Paystack's rules: ${refusal.body.message}`);
  return answer(refusal.httpStatus, { ...refusal.body });
}
