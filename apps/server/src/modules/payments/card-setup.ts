import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, payments, users } from '../../db/schema/index.ts';
import { GatewayError, type Verification } from '../../gateways/index.ts';
import type { PaymentsContext } from './context.ts';
import { findPayment, type PaymentRow } from './payment-rows.ts';
import { type PaymentPurpose, purposeOf } from './purposes.ts';
import { followUpReference, type PurposeName } from './reference.ts';
import { refundOnce } from './refund.ts';
import { settlePayment } from './settle.ts';

/**
 * A card check: a N100 charge whose only use is to save the member's card (the provider's reusable
 * token) for weekly debits. The N100 always goes back. When the check is made to pay for something
 * (a plan bought by card), its success leads to a follow-up charge of the saved card for that.
 *
 * Where a card check stands is read from its two payments, never stored apart:
 *
 *   checking ──▶ refused                       (declined, or a card that cannot be saved: N100 refunded)
 *      │
 *      └──▶ saved ──▶ charging ──▶ done        (N100 refunded; the follow-up charged once, then settled)
 *             └───────────────────▶ done        (nothing to pay for: the check alone)
 */
export type CardSetupState = 'checking' | 'refused' | 'saved' | 'charging' | 'done';

export function cardSetupState(setup: PaymentRow, followUp: PaymentRow | undefined): CardSetupState {
  if (setup.status === 'pending') return 'checking';
  if (setup.status === 'failed') return 'refused';
  if (followUp?.status !== 'pending') return 'done';
  return followUp.attemptedAt ? 'charging' : 'saved';
}

/** What a successful card check goes on to pay with the saved card, or null for the check alone. */
export type FollowUp = (
  tx: Db,
  setup: PaymentRow,
) => Promise<{ purpose: PurposeName; membershipId: number | null; amountKobo: bigint } | null>;

const CARD_NOT_REUSABLE = 'This card cannot be saved for weekly debits. Please use another card.';

/** The purpose of a card check, given by the module that knows what it pays for (joining: the plan). */
export function cardSetupPurpose(opts: { name: PurposeName; followUp?: FollowUp }): PaymentPurpose {
  return {
    name: opts.name,
    savesCard: true,
    async apply(tx, setup, v, ctx) {
      if (!v.authorization?.reusable) return { kind: 'refund', status: 'failed', reason: CARD_NOT_REUSABLE };
      const next = opts.followUp ? await opts.followUp(tx, setup) : null;
      if (next) {
        const reference = followUpReference(setup.reference);
        await tx
          .insert(payments)
          .values({
            reference,
            userId: setup.userId,
            membershipId: next.membershipId,
            purpose: next.purpose,
            method: 'saved-card',
            gateway: ctx.gateway.name,
            amountKobo: next.amountKobo,
            createdAt: ctx.clock.now(),
          })
          .onConflictDoNothing();
        await tx.update(payments).set({ followUpReference: reference }).where(eq(payments.id, setup.id));
      }
      // The N100 has done its work: it goes back whatever follows.
      return { kind: 'refund', status: 'success', reason: null };
    },
    afterSettled: continueCardSetup,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How long a follow-up charge may wait for its answer before another path asks the provider. */
const CHARGE_ANSWER_MS = 60_000;

/**
 * Takes a settled card check on from where it stands: refund the N100, charge the follow-up once
 * (claimed with a conditional update, so when the return and the webhook race, one charges and the
 * other waits for the answer), and let the follow-up's purpose finish (its receipt).
 */
async function continueCardSetup(ctx: PaymentsContext, setup: PaymentRow): Promise<void> {
  const followUpOf = () =>
    setup.followUpReference ? findPayment(ctx.db, setup.followUpReference) : undefined;
  let state = cardSetupState(setup, await followUpOf());
  if (state === 'checking' || state === 'refused') return;
  await refundOnce(ctx, setup.reference);
  if (state === 'saved' && !(await chargeFollowUp(ctx, setup.followUpReference as string))) {
    state = 'charging';
  }
  if (state === 'charging') await waitForCharge(ctx, setup.followUpReference as string);
  // As settlePayment does, the purpose's afterSettled runs whatever the follow-up's status: it looks
  // for itself whether there is anything to finish (a receipt only for a paid plan).
  const followUp = await followUpOf();
  if (followUp) await purposeOf(followUp.purpose).afterSettled?.(ctx, followUp);
}

/** Charges the follow-up with the member's saved card, if this path claims it. false: another path did. */
async function chargeFollowUp(ctx: PaymentsContext, reference: string): Promise<boolean> {
  const now = ctx.clock.now();
  const [claimed] = await ctx.db
    .update(payments)
    .set({ attemptedAt: now })
    .where(
      and(eq(payments.reference, reference), isNull(payments.attemptedAt), eq(payments.status, 'pending')),
    )
    .returning();
  if (!claimed) return false;
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
    return true;
  }
  let answer: Verification;
  try {
    answer = await ctx.gateway.chargeAuthorization({
      reference,
      amountKobo: claimed.amountKobo,
      email: card.email,
      authorizationCode: card.code,
    });
  } catch (e) {
    if (!(e instanceof GatewayError)) throw e;
    ctx.log.warn(
      { reference, err: e.message },
      `${claimed.purpose} charge unanswered; it will be verified later`,
    );
    return true;
  }
  if (answer.status === 'pending') {
    ctx.log.warn(
      { reference, message: answer.message },
      `${claimed.purpose} charge still in progress at the provider; it will be verified later`,
    );
  }
  await settlePayment(ctx, reference, answer);
  return true;
}

/** Another path is charging: wait for its answer (the provider answers a saved-card charge at once). */
async function waitForCharge(ctx: PaymentsContext, reference: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const p = await findPayment(ctx.db, reference);
    if (p?.status !== 'pending') return;
    if (p.attemptedAt && ctx.clock.now().getTime() - p.attemptedAt.getTime() > CHARGE_ANSWER_MS) {
      await settlePayment(ctx, reference).catch(() => undefined);
      return;
    }
    await sleep(100);
  }
}
