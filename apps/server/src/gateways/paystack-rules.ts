/**
 * Paystack's own rules for what we send it, held at home: the sandbox refuses what Paystack refuses,
 * in Paystack's words and shape, so a test fails when our code breaks a rule (rather than Paystack
 * refusing it in production). The fake Paystack of the tests refuses the same.
 *
 * - A transaction reference (initialize, charge a card or a saved card): letters, digits, `-`, `.` and
 *   `=` only (Paystack's contract: "Only -, ., = and alphanumeric characters allowed").
 * - A transfer reference: lowercase letters, digits, `-` and `_` only (Paystack's contract for
 *   transfers: "a lowercase alphanumeric string with only -,_ symbols allowed"). Our payouts'
 *   `tf-payout-<id>` keeps to both.
 * - An amount: a whole number of kobo above zero.
 * - An email (transactions): present and an address.
 * - The currency: NGN, the only one the fund is set up for.
 */

/** Letters, digits, `-`, `.` and `=`: the references Paystack takes for a transaction. */
const TRANSACTION_REFERENCE = /^[A-Za-z0-9.=-]+$/;
/** Lowercase letters, digits, `-` and `_`: the references Paystack takes for a transfer. */
const TRANSFER_REFERENCE = /^[a-z0-9_-]+$/;

export const isTransactionReference = (reference: string) => TRANSACTION_REFERENCE.test(reference);

/** Paystack's error answer: `{ status: false, message }`, with its type, code and next step when it gives them. */
export interface PaystackErrorBody {
  status: false;
  message: string;
  meta?: { nextStep: string };
  type?: string;
  code?: string;
}

/** A refusal as Paystack answers it: the HTTP status and the body. */
export interface PaystackRefusal {
  httpStatus: number;
  body: PaystackErrorBody;
}

/**
 * Paystack's wording. The amount's (with its type, code and next step), the email's and the
 * currency's are Paystack's answers as integrators have quoted them; the references' are Paystack's
 * error documentation's description of the refusal ("Your transaction reference includes an invalid
 * character …").
 */
export const PAYSTACK_REFUSALS = {
  transactionReference: {
    status: false,
    message: 'Invalid transaction reference',
    meta: {
      nextStep:
        'Ensure that you aren\'t using any characters that aren\'t alphanumeric or contained in "-,., =" in your transaction reference',
    },
    type: 'validation_error',
  },
  transferReference: {
    status: false,
    message: 'Invalid transfer reference',
    meta: { nextStep: 'Use a lowercase alphanumeric reference with only - and _ symbols' },
    type: 'validation_error',
  },
  amount: {
    status: false,
    message: 'Invalid Amount Sent',
    meta: {
      nextStep:
        "Ensure that you're passing your amount correctly. It should be a number greater than zero, with no decimal places",
    },
    type: 'validation_error',
    code: 'invalid_amount',
  },
  email: { status: false, message: 'Invalid Email Address Passed', type: 'validation_error' },
  currency: { status: false, message: 'Currency not supported by merchant', type: 'validation_error' },
  /**
   * POST /dedicated_account for a customer not yet validated, where the business's category requires
   * it (Paystack's DVA guide). Paystack's OpenAPI document gives this call no error body (only
   * "default: Server error"), so the words are ours in Paystack's shape; isCustomerNotValidated
   * recognises any 400 whose message speaks of validating the customer.
   */
  customerNotValidated: {
    status: false,
    message: 'Customer has not been validated. Validate the customer before assigning a dedicated account',
    type: 'validation_error',
  },
} as const satisfies Record<string, PaystackErrorBody>;

const refused = (body: PaystackErrorBody): PaystackRefusal => ({ httpStatus: 400, body });

/** A whole number of kobo above zero, as a JSON number (the fake) or a bigint (our gateways). */
function validAmount(amount: unknown): boolean {
  if (typeof amount === 'bigint') return amount > 0n && amount <= BigInt(Number.MAX_SAFE_INTEGER);
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

const validEmail = (email: unknown) =>
  typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * What Paystack would refuse in a request that starts a transaction (initialize, charge) or a
 * transfer: undefined when it keeps to every rule above. `currency` absent is NGN, as at Paystack.
 */
export function paystackRefusal(
  kind: 'transaction' | 'transfer',
  request: { reference?: unknown; amount?: unknown; email?: unknown; currency?: unknown },
): PaystackRefusal | undefined {
  const reference = request.reference;
  if (kind === 'transaction') {
    if (typeof reference !== 'string' || !isTransactionReference(reference))
      return refused(PAYSTACK_REFUSALS.transactionReference);
  } else if (typeof reference !== 'string' || !TRANSFER_REFERENCE.test(reference)) {
    return refused(PAYSTACK_REFUSALS.transferReference);
  }
  if (!validAmount(request.amount)) return refused(PAYSTACK_REFUSALS.amount);
  if (kind === 'transaction' && !validEmail(request.email)) return refused(PAYSTACK_REFUSALS.email);
  if (request.currency !== undefined && request.currency !== 'NGN')
    return refused(PAYSTACK_REFUSALS.currency);
  return undefined;
}

/** A refund's amount, when one is given: a whole number of kobo above zero. */
export function paystackRefundRefusal(amount: unknown): PaystackRefusal | undefined {
  return amount === undefined || validAmount(amount) ? undefined : refused(PAYSTACK_REFUSALS.amount);
}
