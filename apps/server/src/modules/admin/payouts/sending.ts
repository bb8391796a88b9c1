import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payouts } from '../../../db/schema/index.ts';
import { GatewayError, type PaymentGateway } from '../../../gateways/index.ts';
import { bankCodesOf } from './bank-codes.ts';
import { markPayoutSent, returnPayout } from './outcomes.ts';

type PayoutRow = typeof payouts.$inferSelect;

/**
 * Our reference for a payout's transfer: one per payout, whatever batch it is in, so sending it again
 * (after the provider could not be reached) meets the first transfer and never pays twice. Lowercase
 * letters, digits and dashes, as Paystack asks.
 */
const transferReferenceOf = (payoutId: number) => `tf-payout-${payoutId}`;

/**
 * Starts the transfer of each payout of an approved batch, in the approval's transaction. The outcome
 * arrives by webhook (transfer-events.ts), which waits for this transaction's row locks, so it always
 * sees the payout as sending. A transfer the provider refuses at once returns the money; a provider
 * that cannot be reached leaves the payout waiting again (out of the batch) to be sent in another one.
 */
export async function sendByTransfer(
  tx: Db,
  gateway: PaymentGateway,
  rows: PayoutRow[],
  now: Date,
): Promise<{ sending: number; sent: number; failed: number; not_sent: number }> {
  const counts = { sending: 0, sent: 0, failed: 0, not_sent: 0 };
  const codes = await bankCodesOf(tx, rows);
  for (const p of rows) {
    const reference = transferReferenceOf(p.id);
    await tx
      .update(payouts)
      .set({ status: 'sending', transferReference: reference, failureReason: null })
      .where(eq(payouts.id, p.id));
    try {
      const bankCode = codes.get(p.id);
      if (!bankCode) throw new GatewayError(`No bank code for ${p.bankName}`);
      const { recipientCode } = await gateway.createTransferRecipient({
        name: p.accountHolderName,
        accountNumber: p.accountNumber,
        bankCode,
      });
      const answer = await gateway.initiateTransfer({
        reference,
        amountKobo: p.amountKobo,
        recipientCode,
        reason: p.kind === 'redemption' ? 'Trust Fund earnings' : 'Trust Fund payout',
      });
      // The provider may already hold this reference's transfer, finished: an earlier approval sent it
      // and never committed (the server stopped mid-batch), so its webhook found no payout waiting on
      // the reference. Its outcome is settled here, once, as the webhook would have.
      const sending = { ...p, status: 'sending', transferReference: reference };
      if (answer.status === 'failed' || answer.status === 'reversed') {
        await returnPayout(tx, sending, { from: 'payouts-due', reason: answer.message, now });
        counts.failed++;
      } else if (answer.status === 'success') {
        await markPayoutSent(tx, sending, 'provider', now);
        counts.sent++;
      } else counts.sending++;
    } catch (e) {
      if (!(e instanceof GatewayError)) throw e;
      await tx
        .update(payouts)
        .set({ status: 'pending', batchId: null, failureReason: `Not sent: ${e.message}` })
        .where(eq(payouts.id, p.id));
      counts.not_sent++;
    }
  }
  return counts;
}
