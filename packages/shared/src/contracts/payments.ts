import { z } from 'zod';
import { userViewSchema } from './auth.ts';
import { amountTooLargeMessage, idField, maxMessage, NUMBER_MESSAGE, nairaAmountField } from './fields.ts';

/** Texts of part 1 sections 4, 5 and 8 for plan payment, card, OTP and bank transfer. */
export const PAYMENT_MESSAGES = {
  cardName: 'Enter card holder name',
  cardNumber: 'Enter card number',
  cardNumberLength: 'Enter your 16 digit card numbers',
  cardPin: 'Enter card pin',
  cardExpiry: 'Enter card expiry',
  cardExpiryInvalid: 'Please Enter a valid expiry date',
  invalidDate: 'Invalid Date',
  cvv: 'Enter CVV',
  cardDetail: 'Enter Card Detail',
  otp: 'Enter OTP',
  transactionFailed: 'your transaction failed, please try again later',
  lettersOnly: 'Use letters only',
  pinLength: 'a field must be 4 characters long',
  cvvLength: 'a field must be 3 characters long',
  otpLength: 'a field must be 6 characters long',
} as const;

/**
 * Checks MM/YY against the current month: month 01 to 12, year not before this year, and not a
 * month already past. 00/00 is 'Invalid Date'. Returns the message, or null when valid.
 */
export function cardExpiryError(value: string, now: Date): string | null {
  if (!value) return PAYMENT_MESSAGES.cardExpiry;
  if (value === '00/00') return PAYMENT_MESSAGES.invalidDate;
  const m = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!m) return PAYMENT_MESSAGES.cardExpiryInvalid;
  const month = Number(m[1]);
  const year = Number(m[2]);
  const thisYear = now.getFullYear() % 100;
  if (month < 1 || month > 12 || year < thisYear) return PAYMENT_MESSAGES.cardExpiryInvalid;
  if (year === thisYear && month < now.getMonth() + 1) return PAYMENT_MESSAGES.cardExpiryInvalid;
  return null;
}

/**
 * The card form of /carddetails (part 1 section 5); `now` decides which expiry dates are past.
 * `nameMax`: the longest card holder name (50 on /carddetails, 40 on /changecard, part 2 section 5).
 */
export const cardFormSchema = (now: Date, { nameMax = 50 }: { nameMax?: number } = {}) =>
  z.object({
    card_name: z
      .string({ error: PAYMENT_MESSAGES.cardName })
      .trim()
      .min(1, PAYMENT_MESSAGES.cardName)
      .max(nameMax, maxMessage(nameMax))
      .regex(/^[A-Za-z][A-Za-z ]*$/, PAYMENT_MESSAGES.lettersOnly),
    card_number: z
      .string({ error: PAYMENT_MESSAGES.cardNumber })
      .transform((s) => s.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .min(1, PAYMENT_MESSAGES.cardNumber)
          .regex(/^\d+$/, NUMBER_MESSAGE)
          .min(16, PAYMENT_MESSAGES.cardNumberLength)
          .max(20, maxMessage(20)),
      ),
    card_exp: z
      .string({ error: PAYMENT_MESSAGES.cardExpiry })
      .max(5, maxMessage(5))
      .superRefine((v, ctx) => {
        const error = cardExpiryError(v, now);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
    card_cvv: z
      .string({ error: PAYMENT_MESSAGES.cvv })
      .min(1, PAYMENT_MESSAGES.cvv)
      .regex(/^\d+$/, NUMBER_MESSAGE)
      .length(3, PAYMENT_MESSAGES.cvvLength),
    card_pin: z
      .string({ error: PAYMENT_MESSAGES.cardPin })
      .min(1, PAYMENT_MESSAGES.cardPin)
      .regex(/^\d+$/, NUMBER_MESSAGE)
      .length(4, PAYMENT_MESSAGES.pinLength),
  });
export type CardForm = z.input<ReturnType<typeof cardFormSchema>>;

/** The OTP of /otp: required, digits only, 6 or 7 digits. */
export const otpField = () =>
  z
    .string({ error: PAYMENT_MESSAGES.otp })
    .trim()
    .min(1, PAYMENT_MESSAGES.otp)
    .regex(/^\d+$/, NUMBER_MESSAGE)
    .min(6, PAYMENT_MESSAGES.otpLength)
    .max(7, maxMessage(7));

const planIdField = idField('Choose a plan');
/** Our payment reference, as handed back by the provider's return or our own answers. */
export const referenceField = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/, 'Invalid payment reference');
/** payment_data: the payment reference (a plan id is accepted where a plan is meant). */
const paymentDataField = z.union([referenceField, idField('Choose a plan')]).optional();

/**
 * The card as a member types it where the gateway takes card numbers (the sandbox), on a purchase or a
 * card change; absent where the card is typed on the provider's own page (Paystack). Read once, never
 * stored or logged (only the brand and last four digits are kept).
 */
export const cardFields = {
  card_name: z.string().max(60).optional(),
  card_number: z.string().max(30).optional(),
  card_exp: z.string().max(5).optional(),
  card_cvv: z.string().max(4).optional(),
  card_pin: z.string().max(6).optional(),
  fromWeb: z.unknown().optional(),
};

/** POST /submituserpaymentcard: card_process 1 charges a card; 2 (payment_type 2) sends the OTP. */
export const submitCardBodySchema = z.union([
  z.object({
    card_process: z.coerce.number().pipe(z.literal(2)),
    payment_type: z.coerce.number().int().optional(),
    flwRef: z.string().trim().min(1, 'Missing OTP reference').max(100),
    otp: otpField(),
    fromWeb: z.unknown().optional(),
  }),
  z.object({
    card_process: z.coerce.number().pipe(z.literal(1)).default(1),
    payment_type: z.coerce.number().int().min(1).max(4).default(1),
    /** The plan being bought (payment_type 1). */
    payment_data: z.union([planIdField, z.object({ planid: planIdField })]).optional(),
    planid: planIdField.optional(),
    ...cardFields,
  }),
]);
export type SubmitCardBody = z.input<typeof submitCardBodySchema>;

/** POST /userplanpayment: start a hosted checkout for a paid plan. page_response 1 regular payment. */
export const planPaymentBodySchema = z.object({
  planid: planIdField,
  page_response: z.coerce.number().int().min(0).max(4).default(1),
});

/** POST /userordinaryplansubscribe: the free plan. */
export const ordinarySubscribeBodySchema = z.object({
  planid: planIdField,
  page_response: z.coerce.number().int().min(0).max(1).default(0),
});

/** POST /usersubscribedplan: buy the plan a verified payment paid for, or complete an OTP charge. */
export const subscribedPlanBodySchema = z.object({
  planid: planIdField.optional(),
  payment_type: z.coerce.number().int().min(1).max(4).optional(),
  payment_data: paymentDataField,
  fromWeb: z.unknown().optional(),
  flwRef: z.string().trim().min(1).max(100).optional(),
  otp: otpField().optional(),
});

/** GET /paymentreceipt?reference=: the receipt of a plan payment. */
export const paymentReceiptQuerySchema = z.object({ reference: referenceField });

/** GET /paymentreceipt: what was paid, when, how, and what it bought (naira). */
export const paymentReceiptSchema = z.object({
  /** Our payment reference: what the member quotes to support. */
  reference: z.string(),
  amount: z.number(),
  /** ISO time the payment was confirmed. */
  paid_at: z.string(),
  plan_name: z.string(),
  /** 'Card ending 4081' or 'Bank transfer'. */
  method: z.string(),
  /** What the payment bought, summing to amount. */
  items: z.array(z.object({ label: z.string(), amount: z.number() })),
});
export type PaymentReceipt = z.output<typeof paymentReceiptSchema>;

/** POST /resendcardotp: send the OTP of a pending card charge again (where the provider offers it). */
export const resendOtpBodySchema = z.object({
  flwRef: z.string({ error: 'Missing OTP reference' }).trim().min(1, 'Missing OTP reference').max(100),
});

/** POST /userplanpaymentcallback. */
export const paymentCallbackBodySchema = z.object({
  planid: planIdField.optional(),
  payment_data: referenceField,
});

/** GET /getuserpaymentresponse?reference= (the member's latest payment when omitted). */
export const paymentResponseQuerySchema = z.object({
  reference: referenceField.optional(),
  trxref: referenceField.optional(),
});

/** POST /userplantransfer: the member chose bank transfer for a plan. */
export const planTransferBodySchema = z.object({ planid: planIdField });

const TRANSFER_AMOUNT_MESSAGE = 'Enter the amount received in naira, e.g. 4000 or 4000.50';

/** POST /admin/transfers/confirm: an operator saw the member's transfer arrive in the fund's account. */
export const confirmTransferBodySchema = z.object({
  tfp: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^TFP\d{10}$/, "Enter the member's TFP (TFP followed by ten digits)"),
  /** Naira as received, e.g. 4000 or "4000.50". */
  amount: nairaAmountField({
    required: TRANSFER_AMOUNT_MESSAGE,
    positive: TRANSFER_AMOUNT_MESSAGE,
    tooLarge: amountTooLargeMessage('The amount received'),
  }),
  /**
   * The bank statement's reference of the transfer. Needed to confirm an active member's weekly
   * contribution (it is the idempotency key: the same transfer is never counted twice).
   */
  reference: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9/_.-]{3,63}$/,
      'Enter the bank reference of the transfer (4 to 64 letters, digits, / _ . -)',
    )
    .optional(),
});

/**
 * USSD codes for paying the fund's account from a phone (part 1, /transfer): the bank's transfer
 * string with the amount in whole naira and the account number.
 */
export function ussdCodes(amountNaira: number, accountNumber: string): { bank: string; code: string }[] {
  const a = Math.ceil(amountNaira);
  return [
    { bank: 'GTBank', code: `*737*1*${a}*${accountNumber}#` },
    { bank: 'Access Bank', code: `*901*1*${a}*${accountNumber}#` },
    { bank: 'First Bank', code: `*894*${a}*${accountNumber}#` },
    { bank: 'UBA', code: `*919*3*${accountNumber}*${a}#` },
    { bank: 'Zenith Bank', code: `*966*${a}*${accountNumber}#` },
  ];
}

/** The fund's bank account a transfer goes to. */
export const fundAccountSchema = z.object({
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type FundAccount = z.output<typeof fundAccountSchema>;

/** POST /userplanpayment: the provider's hosted checkout for the plan's first payment (naira). */
export const planCheckoutSchema = z.object({
  authurl: z.string(),
  reference: z.string(),
  amount: z.number(),
});
export type PlanCheckout = z.output<typeof planCheckoutSchema>;

/**
 * The user after a plan purchase, carrying the new u_tfp_pin. Null only if the account vanished
 * between the payment and the answer (the lookup behind it can find no user).
 */
const purchasedUserSchema = userViewSchema.nullable();

/** A card charge that went through: the plan is active. */
export const cardPaidSchema = z.object({
  status: z.literal('successful'),
  reference: z.string(),
  user: purchasedUserSchema,
});
export type CardPaid = z.output<typeof cardPaidSchema>;

/** A card charge waiting for the OTP the member's bank sent. */
export const cardOtpAskedSchema = z.object({
  flwRef: z.string(),
  chargeResponseMessage: z.string(),
  reference: z.string(),
  otp_attempts_left: z.number(),
  can_resend: z.boolean(),
});

/** A card charge the member's bank completes on its own page (3-D Secure). */
export const cardRedirectSchema = z.object({ authurl: z.string(), reference: z.string() });

/**
 * POST /submituserpaymentcard: the charge went through, waits for an OTP, or continues on the bank's
 * page. Each answer has a field no other has (status, flwRef, authurl), so exactly one shape fits.
 */
export const cardAnswerSchema = z.union([cardPaidSchema, cardOtpAskedSchema, cardRedirectSchema]);
export type CardAnswer = z.output<typeof cardAnswerSchema>;

/** The data of a refused OTP (400): tries left for this charge (0: enter the card again), and whether to offer a resend. */
export const otpRefusalSchema = z.object({ otp_attempts_left: z.number(), can_resend: z.boolean() });
export type OtpRefusal = z.output<typeof otpRefusalSchema>;

/** POST /resendcardotp: the provider sent the code again. */
export const otpResentSchema = z.object({ otp_attempts_left: z.number() });
export type OtpResent = z.output<typeof otpResentSchema>;

/** POST /usersubscribedplan and POST /userordinaryplansubscribe: the user with the active plan. */
export const subscribedUserSchema = purchasedUserSchema;
export type SubscribedUser = z.output<typeof subscribedUserSchema>;

/** Where a payment stands (pr_response): status is true only when the plan is paid and active. */
export const paymentResponseSchema = z.object({
  status: z.boolean(),
  state: z.enum(['success', 'pending', 'failed']),
  reference: z.string(),
  message: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** ISO time the provider settled the payment; null while it is pending. */
  paid_at: z.string().nullable(),
});

/** GET /getuserpaymentresponse. */
export const paymentStateSchema = z.object({ pr_response: paymentResponseSchema });
export type PaymentStateAnswer = z.output<typeof paymentStateSchema>;

/** POST /userplanpaymentcallback: where the payment stands, and the user after it. */
export const paymentCallbackSchema = z.object({
  pr_response: paymentResponseSchema,
  user: purchasedUserSchema,
});
export type PaymentCallback = z.output<typeof paymentCallbackSchema>;

/** POST /userplantransfer: what to send, where, and the TFP to use as the narration (naira). */
export const transferDetailsSchema = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  membership_fee: z.number(),
  weekly_contribution: z.number(),
  total: z.number(),
  narration: z.string(),
  u_tfp_pin: z.string(),
  reference: z.string(),
  bank: fundAccountSchema,
  ussd: z.array(z.object({ bank: z.string(), code: z.string() })),
});
export type TransferDetails = z.output<typeof transferDetailsSchema>;

/** POST /admin/transfers/confirm: what the operator confirmed (naira; started_at an ISO time). */
export const confirmedTransferSchema = z.object({
  tfp: z.string(),
  member: z.string(),
  plan: z.string(),
  amount: z.number(),
  reference: z.string(),
  started_at: z.string(),
  /** plan: a pending plan was activated; contribution: an active member's weekly contribution. */
  kind: z.enum(['plan', 'contribution']),
  /** The contribution weeks the transfer paid (empty for a plan). */
  weeks_paid: z.array(z.number()),
});
