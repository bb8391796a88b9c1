import { ProviderRefusedError } from '../gateway.ts';
import { paystackRefusal } from '../paystack-rules.ts';

/**
 * Throws Paystack's refusal (its status and body) when a request that starts a transaction or a
 * transfer breaks one of Paystack's rules.
 */
export function keepToPaystackRules(
  kind: 'transaction' | 'transfer',
  input: { reference: string; amountKobo: bigint; email?: string; currency?: string },
): void {
  const { reference, amountKobo: amount, email, currency } = input;
  const refusal = paystackRefusal(kind, { reference, amount, email, currency });
  if (refusal) throw new ProviderRefusedError(refusal.httpStatus, refusal.body);
}
