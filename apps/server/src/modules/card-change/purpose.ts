import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { deactivateEnded, endForCard } from '../mandates/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { cardSetupPurpose, type PaymentPurpose, type PaymentRow, saveCard } from '../payments/index.ts';

/** Why a change the member started before their latest one saves no card (its N100 is refunded). */
export const REPLACED_BY_NEWER = 'Not applied: you started a newer card change; refunded';

/** Whether the member started another card change after this one. */
async function newerChangeExists(tx: Db, change: PaymentRow): Promise<boolean> {
  const [newer] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, change.userId),
        eq(payments.purpose, 'card-change'),
        gt(payments.id, change.id),
      ),
    )
    .limit(1);
  return Boolean(newer);
}

const check = cardSetupPurpose({ name: 'card-change' });

/**
 * A card change: the N100 check of the card setup (refunded once, a card that cannot be reused
 * refused), with nothing to pay afterwards. The card is saved here, not by settlement, so that only
 * the member's latest change can save one: a bank page left open in another tab and finished after a
 * newer change must not put the older card back in front of the weekly debit.
 */
export const cardChangePurpose: PaymentPurpose = {
  ...check,
  savesCard: false,
  async apply(tx, change, v, ctx) {
    if (await newerChangeExists(tx, change))
      return { kind: 'refund', status: 'failed', reason: REPLACED_BY_NEWER };
    const applied = await (check.apply as NonNullable<PaymentPurpose['apply']>)(tx, change, v, ctx);
    if (applied.kind === 'refund' && applied.status === 'success' && v.authorization?.reusable) {
      // The saved card becomes the default: from now on the weekly debit charges it, never the old one.
      await saveCard(tx, change.userId, ctx.gateway.name, v.authorization, ctx.clock.now());
      // A card the member adds now pays the weekly debit: a mandate on their bank account ends.
      await endForCard(tx, change.userId, ctx.clock.now());
      const last4 = v.authorization.last4 ? ` ending ${v.authorization.last4}` : '';
      await notifyMember(tx, {
        memberId: change.userId,
        kind: 'card_changed',
        subject: 'Card changed',
        message: `Your weekly contributions will now be charged to your card${last4}.`,
        at: ctx.clock.now(),
        key: `card-change:${change.reference}`,
      });
    }
    return applied;
  },
  async afterSettled(ctx, change) {
    await check.afterSettled?.(ctx, change);
    // The provider is told once the card is saved: the mandate the card replaced is deactivated.
    await deactivateEnded(ctx, change.userId);
  },
};
