import { z } from 'zod';
import { cardFields, cardOtpAskedSchema, cardRedirectSchema, referenceField } from './payments.ts';

/** The longest card holder name on /changecard (part 2 section 5: 40; 50 on /carddetails). */
export const CHANGE_CARD_NAME_MAX = 40;

/** The card verification charge (part 2 section 9: 100 naira), refunded once the card is saved. */
export const CARD_VERIFICATION_NAIRA = 100;

/** A saved card as a member may see it: the brand and the last four digits, never more. */
export const maskedCardSchema = z.object({ brand: z.string(), last4: z.string() });
export type MaskedCard = z.output<typeof maskedCardSchema>;

/** GET /getuserpaymentcard: the card the weekly debit charges (or none), and the plan it pays (naira). */
export const cardOnFileSchema = z.object({
  card: maskedCardSchema.nullable(),
  plan: z
    .object({
      plan_name: z.string(),
      /** What the card is debited each period. */
      contribution: z.number(),
      frequency: z.string(),
    })
    .nullable(),
});
export type CardOnFile = z.output<typeof cardOnFileSchema>;

/**
 * POST /changecardauthrequest: start a card change. page_response is the spec's flow number (3: a
 * card replaces the one on file, 4: a member with no card adds one); the provider's return comes back
 * to /changecard?response=<page_response> either way. The card fields are read only where
 * the gateway takes card numbers (the sandbox); with Paystack the card is typed on its own page.
 */
export const changeCardStartBodySchema = z.object({
  page_response: z.coerce.number().int().min(3).max(4).default(3),
  ...cardFields,
});
export type ChangeCardStartBody = z.input<typeof changeCardStartBodySchema>;

/** Where a card change stands: checking (the provider has not answered), changed, or failed. */
export const cardChangeStateSchema = z.enum(['checking', 'changed', 'failed']);

/** A card change: its reference, where it stands, and the card it saved (naira). */
export const cardChangeSchema = z.object({
  reference: z.string(),
  state: cardChangeStateSchema,
  /** 'Card changed', 'Card added', the failure in the provider's words, or 'Waiting for your bank'. */
  message: z.string(),
  /** The card saved by this change (state changed), or null. */
  card: maskedCardSchema.nullable(),
  /** Changed: whether it replaced another card (false: the first card added); else whether a card is on file. */
  replaced: z.boolean(),
  /** The verification charge (naira) and where its refund stands in the provider's words ('pending' while asked). */
  verification_amount: z.number(),
  refund_status: z.string().nullable(),
  /** ISO time the change was started. */
  started_at: z.string(),
  /** The OTP reference while the change waits for a code (the /otp step), else null. */
  flwRef: z.string().nullable(),
});
export type CardChange = z.output<typeof cardChangeSchema>;

/** A change that went through at once: the new card is saved. */
export const cardChangedSchema = z.object({
  status: z.literal('successful'),
  reference: z.string(),
  change: cardChangeSchema,
});

/**
 * POST /changecardauthrequest: the card was saved at once, the bank wants an OTP (go to /otp), or
 * the bank's page (authurl). Each shape has a field no other has (status, flwRef, authurl).
 */
export const cardChangeAnswerSchema = z.union([cardChangedSchema, cardOtpAskedSchema, cardRedirectSchema]);
export type CardChangeAnswer = z.output<typeof cardChangeAnswerSchema>;

/** POST /getchangecard: the change still waiting for the provider (an OTP or the bank's page), or null. */
export const pendingCardChangeSchema = cardChangeSchema.nullable();

/** POST /getupdatedchangecard: the named change, or the member's latest when none is named. */
export const updatedChangeCardBodySchema = z.object({ reference: referenceField.optional() });

/** POST /updatechangecard: confirm a change with the provider (saving the card when it is paid). */
export const updateChangeCardBodySchema = z.object({
  change_card: z.string({ error: 'Missing card change reference' }).pipe(referenceField),
});

/** POST /changecardpaymentcallback: the provider sent the browser back to /changecard with this reference. */
export const changeCardCallbackBodySchema = z.object({
  payment_data: z.string({ error: 'Missing payment reference' }).pipe(referenceField),
});
