import {
  CARD_VERIFICATION_NAIRA,
  type CardChange,
  CHANGE_CARD_NAME_MAX,
  type ChangeCardStartBody,
  cardFormSchema,
  nairaToKobo,
  PAYMENT_MESSAGES,
  toNairaNumber,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/index.ts';
import { type CardDetails, GatewayError } from '../../gateways/index.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import {
  failPayment,
  memberEmail,
  type PaymentRow,
  type PaymentsContext,
  providerUnavailable,
  recordPayment,
  settlePayment,
  startHostedCheckout,
} from '../payments/index.ts';
import { findChange, savedCards } from './queries.ts';

/** The card check of a change (part 2 section 9: verification debits N100), refunded once the card is saved. */
const VERIFICATION_KOBO = nairaToKobo(CARD_VERIFICATION_NAIRA);

/** Where the provider sends the browser back: /changecard with the response query parameter (part 2 section 2.12). */
const returnPath = (pageResponse: number) => `/changecard?response=${pageResponse}`;

/** A failed change: the spec's words (part 2 section 8), with the provider's reason as data. */
const transactionFailed = (reason: string) => badRequest(PAYMENT_MESSAGES.transactionFailed, { reason });

export type StartAnswer =
  | { kind: 'changed'; change: CardChange }
  | { kind: 'otp'; reference: string; flwRef: string; message: string }
  | { kind: 'redirect'; reference: string; authorizationUrl: string };

/** The card fields, checked with the change card rules (part 2 section 5), or a 400 naming the field. */
function readCard(ctx: PaymentsContext, body: ChangeCardStartBody): CardDetails {
  const card = cardFormSchema(ctx.clock.now(), { nameMax: CHANGE_CARD_NAME_MAX }).safeParse(body);
  if (!card.success) {
    const issue = card.error.issues[0];
    throw badRequest(issue?.message ?? PAYMENT_MESSAGES.cardDetail, { field: issue?.path[0] ?? null });
  }
  const [mm, yy] = card.data.card_exp.split('/') as [string, string];
  return {
    number: card.data.card_number,
    expMonth: mm,
    expYear: yy,
    cvv: card.data.card_cvv,
    pin: card.data.card_pin,
  };
}

/**
 * Starts a card change (POST /changecardauthrequest): a N100 check of the new card (refunded) whose
 * reusable token becomes the card the weekly debit charges. Where the gateway takes card numbers
 * (the sandbox) the card is charged directly: saved at once, an OTP to ask for, or the bank's page;
 * otherwise (Paystack) the member types the card on the provider's checkout, which takes only a card.
 * The card's numbers pass through to the provider and are never stored or logged.
 * Errors: 400 with the field's message for a bad card, and 'your transaction failed, please try again
 * later' with the provider's reason (data.reason) for a declined one; 502 when the provider is down.
 */
export async function startCardChange(
  ctx: PaymentsContext,
  userId: number,
  body: ChangeCardStartBody,
): Promise<StartAnswer> {
  // Checked before anything is recorded: a refused form changes nothing.
  const card = ctx.gateway.supportsDirectCharge ? readCard(ctx, body) : undefined;
  const change = await recordPayment(ctx.db, {
    purpose: 'card-change',
    userId,
    membershipId: null,
    method: card ? 'card' : 'checkout',
    gateway: ctx.gateway.name,
    amountKobo: VERIFICATION_KOBO,
    now: ctx.clock.now(),
  });
  const back = returnPath(Number(body.page_response ?? 3));
  if (!card) {
    try {
      // Card only: a bank or USSD payment would pay the check and leave no card for weekly debits.
      const { authorizationUrl } = await startHostedCheckout(ctx, change, back, { cardOnly: true });
      return { kind: 'redirect', reference: change.reference, authorizationUrl };
    } catch (e) {
      throw providerUnavailable(e);
    }
  }
  let outcome: Awaited<ReturnType<typeof ctx.gateway.chargeCard>>;
  try {
    outcome = await ctx.gateway.chargeCard({
      reference: change.reference,
      amountKobo: change.amountKobo,
      email: await memberEmail(ctx.db, userId),
      card,
      callbackUrl: `${ctx.config.publicUrl}${back}`,
    });
  } catch (e) {
    await failPayment(ctx, change.id, e instanceof Error ? e.message : 'Provider error');
    throw providerUnavailable(e);
  }
  if (outcome.kind === 'declined' || outcome.kind === 'wrong-otp') {
    await failPayment(ctx, change.id, outcome.message);
    throw transactionFailed(outcome.message);
  }
  if (outcome.kind === 'otp') {
    await ctx.db
      .update(payments)
      .set({ providerReference: outcome.flwRef })
      .where(eq(payments.id, change.id));
    return { kind: 'otp', reference: change.reference, flwRef: outcome.flwRef, message: outcome.message };
  }
  if (outcome.kind === 'redirect') {
    return { kind: 'redirect', reference: change.reference, authorizationUrl: outcome.authorizationUrl };
  }
  const settled = await confirmCardChange(ctx, userId, change.reference);
  if (settled.state === 'failed') throw transactionFailed(settled.message);
  return { kind: 'changed', change: settled };
}

/**
 * Asks the provider where a change stands and applies its answer once (the card saved, the N100
 * refunded), whichever comes first of this call, the OTP, the browser's return and the webhook.
 * Errors: 404 for an unknown or another member's change; 502 when the provider cannot be asked.
 */
export async function confirmCardChange(
  ctx: PaymentsContext,
  userId: number,
  reference: string,
): Promise<CardChange> {
  const change = await findChange(ctx.db, userId, reference);
  if (!change) throw notFound('Card change not found');
  try {
    await settlePayment(ctx, change.reference);
  } catch (e) {
    if (e instanceof GatewayError) throw providerUnavailable(e);
    throw e;
  }
  return cardChangeView(ctx, (await findChange(ctx.db, userId, reference)) ?? change);
}

/** The member's change with this reference (or the latest), as stored. Errors: 404 when there is none. */
export async function storedCardChange(
  ctx: PaymentsContext,
  userId: number,
  reference?: string,
): Promise<CardChange> {
  const change = await findChange(ctx.db, userId, reference);
  if (!change) throw notFound('Card change not found');
  return cardChangeView(ctx, change);
}

/** The member's latest change while it still waits for the provider (an OTP, the bank's page), or null. */
export async function pendingCardChange(ctx: PaymentsContext, userId: number): Promise<CardChange | null> {
  const change = await findChange(ctx.db, userId);
  return change?.status === 'pending' ? cardChangeView(ctx, change) : null;
}

async function cardChangeView(ctx: PaymentsContext, change: PaymentRow): Promise<CardChange> {
  const saved = await savedCards(ctx.db, change.userId);
  const changed = change.status === 'success';
  // Only the latest change can save a card, so the default card is the one a successful change saved,
  // and any other card is one it replaced.
  const replaced = changed ? saved.others > 0 : saved.current !== null;
  return {
    reference: change.reference,
    state: changed ? 'changed' : change.status === 'failed' ? 'failed' : 'checking',
    message: changed
      ? replaced
        ? 'Card changed'
        : 'Card added'
      : change.status === 'failed'
        ? (change.failureReason ?? 'The card could not be saved')
        : 'Waiting for your bank to confirm the card',
    card: changed ? saved.current : null,
    replaced,
    verification_amount: toNairaNumber(change.amountKobo),
    // Asked for but not answered yet (another path is asking the provider right now): pending.
    refund_status: change.refundStatus ?? (change.refundRequestedAt ? 'pending' : null),
    started_at: change.createdAt.toISOString(),
    flwRef: change.status === 'pending' ? change.providerReference : null,
  };
}
