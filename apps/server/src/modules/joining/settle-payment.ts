import { formatMoney } from '@trust/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, memberships, payments, users } from '../../db/schema/index.ts';
import { type CardAuthorization, GatewayError, type Verification } from '../../payments/index.ts';
import { applySaveMorePayment, SAVE_MORE_PURPOSE } from '../contributions/index.ts';
import { applyPlanPayment } from './apply-plan-payment.ts';
import type { JoiningContext } from './context.ts';
import { amountDue } from './memberships.ts';
import { findPayment, type PaymentRow, planPaymentOf } from './payment-rows.ts';
import { mailReceiptOnce } from './receipt.ts';

const naira = (kobo: bigint) => formatMoney(kobo);

/**
 * Brings a payment to its final state, whichever path arrives first (the browser's return, the
 * member's status check, or the provider's webhook): asks the provider (unless `known` already is
 * its answer), then under a row lock applies the answer once. A replay finds the payment settled
 * and changes nothing. A card-setup payment then goes on to refund the N100 and charge the plan.
 * Returns the payment as stored afterwards (undefined for an unknown reference).
 * Errors: GatewayError when the provider cannot be asked (the payment stays pending).
 */
export async function settlePayment(
  ctx: JoiningContext,
  reference: string,
  known?: Verification,
): Promise<PaymentRow | undefined> {
  const payment = await findPayment(ctx.db, reference);
  if (!payment) return undefined;
  // Save More payments (modules/contributions) are credited to the member's contributions there.
  if (payment.purpose === SAVE_MORE_PURPOSE) {
    if (payment.status === 'pending') {
      const v = known ?? (await ctx.gateway.verify(reference));
      await applySaveMorePayment(ctx.db, ctx.clock.now(), reference, v);
    }
    return findPayment(ctx.db, reference);
  }
  if (payment.status === 'pending' && payment.purpose !== 'transfer') {
    const v = known ?? (await ctx.gateway.verify(reference));
    if (v.status !== 'pending') {
      const refund = await ctx.db.transaction((tx) => applyVerification(tx, ctx, reference, v));
      if (refund) await refundOnce(ctx, reference);
    }
  }
  const after = await findPayment(ctx.db, reference);
  if (after?.purpose === 'card-setup' && after.status === 'success') {
    await continueCardSetup(ctx, after);
  }
  const final = await findPayment(ctx.db, reference);
  const plan = final && (await planPaymentOf(ctx.db, final));
  if (plan?.status === 'success' && !plan.receiptSentAt) await mailReceiptOnce(ctx, plan);
  return final;
}

/** Applies the provider's final answer once. Returns true when the money must go back. */
async function applyVerification(
  tx: Db,
  ctx: JoiningContext,
  reference: string,
  v: Verification,
): Promise<boolean> {
  const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  if (p?.status !== 'pending') return false;
  const now = ctx.clock.now();
  const settle = (status: 'success' | 'failed', failureReason: string | null = null) =>
    tx.update(payments).set({ status, failureReason, settledAt: now }).where(eq(payments.id, p.id));

  if (v.status === 'failed') {
    await settle('failed', v.message || 'The payment was not completed');
    return false;
  }
  if (v.amountKobo !== p.amountKobo || v.currency !== p.currency) {
    ctx.log.warn(
      { reference, paid: String(v.amountKobo), expected: String(p.amountKobo), currency: v.currency },
      'payment amount mismatch',
    );
    // The provider took money we will not apply: it goes back to the member, as any money received
    // for nothing does.
    await settle(
      'failed',
      `Amount mismatch: the provider reports ${v.currency} ${naira(v.amountKobo)}, we asked for ${naira(p.amountKobo)}; refunded`,
    );
    return true;
  }
  if (v.authorization?.reusable) await saveCard(tx, p.userId, ctx.gateway.name, v.authorization, now);

  if (p.purpose === 'card-setup') {
    if (!v.authorization?.reusable) {
      await settle('failed', 'This card cannot be saved for weekly debits. Please use another card.');
      return true;
    }
    await settle('success');
    const [m] = p.membershipId
      ? await tx.select().from(memberships).where(eq(memberships.id, p.membershipId)).limit(1)
      : [];
    if (m && m.status === 'pending') {
      const followUp = `${reference}-P`;
      await tx
        .insert(payments)
        .values({
          reference: followUp,
          userId: p.userId,
          membershipId: m.id,
          purpose: 'plan',
          method: 'saved-card',
          gateway: ctx.gateway.name,
          amountKobo: amountDue(m),
          createdAt: now,
        })
        .onConflictDoNothing();
      await tx.update(payments).set({ followUpReference: followUp }).where(eq(payments.id, p.id));
    }
    return true;
  }

  // purpose plan
  const outcome = p.membershipId
    ? await applyPlanPayment(tx, {
        reference,
        membershipId: p.membershipId,
        amountKobo: p.amountKobo,
        from: 'provider',
        at: now,
      })
    : ({ kind: 'not-applicable', reason: 'No plan is attached to this payment' } as const);
  if (outcome.kind === 'activated') {
    await settle('success');
    return false;
  }
  if (outcome.kind === 'amount-mismatch') {
    ctx.log.warn(
      { reference, expected: String(outcome.expectedKobo) },
      'plan payment does not match the plan terms',
    );
    await settle('success', `Not applied: the plan now costs ${naira(outcome.expectedKobo)}; refunded`);
    return true;
  }
  await settle('success', `Not applied: ${outcome.reason}; refunded`);
  return true;
}

/** Stores the provider's reusable token as the member's card for weekly debits (the default one). */
async function saveCard(tx: Db, userId: number, gateway: string, a: CardAuthorization, now: Date) {
  // Two of a member's payments settling at once would each clear and set the default card; the
  // member's row lock queues them, so the second sees the first's card instead of breaking the
  // one-default-card index (and failing its webhook).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [existing] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.authorizationCode, a.code)))
    .limit(1);
  await tx
    .update(cards)
    .set({ isDefault: 0 })
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)));
  if (existing) {
    await tx.update(cards).set({ isDefault: 1 }).where(eq(cards.id, existing.id));
    return;
  }
  await tx.insert(cards).values({
    userId,
    gateway,
    authorizationCode: a.code,
    last4: a.last4,
    brand: a.brand,
    expMonth: a.expMonth,
    expYear: a.expYear,
    isDefault: 1,
    createdAt: now,
  });
}

/**
 * Asks the provider for a refund of a settled payment once, whoever gets here first (the claim is a
 * conditional update). Settled as failed includes money received for nothing: the N100 check of a card
 * that cannot be saved.
 */
export async function refundOnce(ctx: JoiningContext, reference: string): Promise<void> {
  const [claimed] = await ctx.db
    .update(payments)
    .set({ refundRequestedAt: ctx.clock.now() })
    .where(
      and(
        eq(payments.reference, reference),
        isNull(payments.refundRequestedAt),
        ne(payments.status, 'pending'),
      ),
    )
    .returning({ id: payments.id });
  if (!claimed) return;
  let refundStatus: string;
  try {
    refundStatus = (await ctx.gateway.refund({ reference })).status;
  } catch (e) {
    refundStatus = 'failed';
    ctx.log.error({ reference, err: (e as Error).message }, 'refund failed: an operator must refund it');
  }
  await ctx.db.update(payments).set({ refundStatus }).where(eq(payments.id, claimed.id));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * After a card-setup charge succeeded: refund the N100 and charge the plan to the saved card. The
 * plan charge is claimed with a conditional update, so when the return and the webhook race, one of
 * them charges and the other waits for the answer.
 */
async function continueCardSetup(ctx: JoiningContext, setup: PaymentRow): Promise<void> {
  await refundOnce(ctx, setup.reference);
  const followUp = setup.followUpReference;
  if (!followUp) return;
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(payments)
    .set({ attemptedAt: now })
    .where(
      and(eq(payments.reference, followUp), isNull(payments.attemptedAt), eq(payments.status, 'pending')),
    )
    .returning();
  if (claimed) {
    const [card] = await ctx.db
      .select({ code: cards.authorizationCode, email: users.email })
      .from(cards)
      .innerJoin(users, eq(users.id, cards.userId))
      .where(and(eq(cards.userId, claimed.userId), eq(cards.isDefault, 1)))
      .limit(1);
    if (!card) {
      await ctx.db
        .update(payments)
        .set({ status: 'failed', failureReason: 'No saved card to charge', settledAt: now })
        .where(eq(payments.id, claimed.id));
      return;
    }
    let answer: Verification | undefined;
    try {
      answer = await ctx.gateway.chargeAuthorization({
        reference: followUp,
        amountKobo: claimed.amountKobo,
        email: card.email,
        authorizationCode: card.code,
      });
    } catch (e) {
      if (!(e instanceof GatewayError)) throw e;
      ctx.log.warn(
        { reference: followUp, err: e.message },
        'plan charge unanswered; it will be verified later',
      );
      return;
    }
    await settlePayment(ctx, followUp, answer);
    return;
  }
  // Another path is charging it: wait for its answer (the provider answers a saved-card charge at once).
  for (let i = 0; i < 100; i++) {
    const p = await findPayment(ctx.db, followUp);
    if (p?.status !== 'pending') return;
    if (p.attemptedAt && ctx.clock.now().getTime() - p.attemptedAt.getTime() > 60_000) {
      await settlePayment(ctx, followUp).catch(() => undefined);
      return;
    }
    await sleep(100);
  }
}
