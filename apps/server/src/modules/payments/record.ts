import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateways/index.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import type { PaymentsContext } from './context.ts';
import type { PaymentRow } from './payment-rows.ts';
import { newReference, type PurposeName } from './reference.ts';

/**
 * Records a payment with our own reference before any provider call, so every answer that comes
 * back (the browser's return, the webhook) finds it. Call it inside the transaction that makes what
 * the payment is for (a pending membership).
 */
export async function recordPayment(
  tx: Db,
  input: {
    purpose: PurposeName;
    userId: number;
    membershipId: number | null;
    /** How it is paid: checkout (the provider's page), card (direct charge), saved-card, transfer. */
    method: string;
    gateway: string;
    amountKobo: bigint;
    now: Date;
  },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      reference: newReference(input.purpose),
      userId: input.userId,
      membershipId: input.membershipId,
      purpose: input.purpose,
      method: input.method,
      gateway: input.gateway,
      amountKobo: input.amountKobo,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('Payment insert returned no row');
  return row;
}

/** Fails a payment that is still pending (a refused card, a provider that could not be reached). */
export async function failPayment(ctx: PaymentsContext, id: number, reason: string): Promise<void> {
  await ctx.db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, settledAt: ctx.clock.now() })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
}

export async function memberEmail(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('Member not found');
  return u.email;
}

/**
 * Asks the provider for its hosted checkout page of a recorded payment; the browser comes back to
 * `returnPath`. `cardOnly`: the page offers only a card (a card check, whose point is a reusable
 * card); otherwise every way the provider has. When the provider cannot be reached the payment is
 * failed and the error rethrown (the caller answers with its own words).
 */
export async function startHostedCheckout(
  ctx: PaymentsContext,
  payment: PaymentRow,
  returnPath: string,
  opts: { cardOnly?: boolean } = {},
): Promise<{ authorizationUrl: string }> {
  try {
    return await ctx.gateway.initialize({
      reference: payment.reference,
      amountKobo: payment.amountKobo,
      email: await memberEmail(ctx.db, payment.userId),
      callbackUrl: `${ctx.config.publicUrl}${returnPath}`,
      cardOnly: opts.cardOnly,
    });
  } catch (e) {
    await failPayment(ctx, payment.id, e instanceof Error ? e.message : 'Provider error');
    throw e;
  }
}

/** The answer when the provider could not be reached: 502 with its words, or a plain sentence. */
export const providerUnavailable = (e: unknown) =>
  new ApiError(
    502,
    e instanceof GatewayError ? e.message : 'The payment provider could not be reached. Please try again.',
  );
