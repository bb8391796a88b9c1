import type { PaymentPurpose } from '../payments/index.ts';
import { applyPaidChange } from './apply.ts';

/**
 * An upgrade paid by card on the provider's page: settling the payment applies the change in the
 * same transaction. Money for a change that can no longer be applied is refunded. The card that paid
 * becomes the card of the weekly debits, as a plan bought at joining does: from BASIC there is no
 * other, and the new weekly saving is charged to the card the member just chose.
 */
export const planChangePurpose: PaymentPurpose = {
  name: 'plan-change',
  savesCard: true,
  async apply(tx, p, _v, ctx) {
    const outcome = await applyPaidChange(tx, {
      reference: p.reference,
      from: 'provider',
      at: ctx.clock.now(),
    });
    if (outcome.kind === 'applied') return { kind: 'applied' };
    return { kind: 'refund', status: 'success', reason: `Not applied: ${outcome.reason}; refunded` };
  },
  mismatchReason: () => 'The amount paid does not match the plan change',
};

/** An upgrade paid by bank transfer: no provider settles it; an operator confirms it (transfer.ts). */
export const planChangeTransferPurpose: PaymentPurpose = { name: 'plan-change-transfer' };
