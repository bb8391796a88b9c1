import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../http/envelope.ts';
import { GatewayError, TRANSFER_EVENTS } from '../../payments/index.ts';
import { paymentsContext } from './context.ts';
import { settlePayment } from './settle.ts';
import { applyTransferEvent } from './transfer-events.ts';

/**
 * POST /api/payments/webhook: the provider's events (Paystack's format; the sandbox sends the same).
 * The signature is an HMAC of the raw body, so this plugin keeps JSON bodies as bytes. A valid
 * charge.success settles the payment by asking the provider again (the event is a hint, the verify
 * answer is the truth); replays find the payment settled and change nothing. transfer.success,
 * transfer.failed and transfer.reversed are a payout's transfer (modules/admin/payouts), verified
 * the same way.
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post('/payments/webhook', { schema: { hide: true } }, async (request) => {
    const raw = request.body;
    const signature = request.headers['x-paystack-signature'];
    const ctx = paymentsContext(app);
    if (
      !Buffer.isBuffer(raw) ||
      !ctx.gateway.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)
    ) {
      throw new ApiError(401, 'Invalid signature');
    }
    let event: { event?: string; data?: { reference?: unknown } };
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON');
    }
    const reference = event.data?.reference;
    const isTransfer = (TRANSFER_EVENTS as readonly unknown[]).includes(event.event);
    if (
      (event.event === 'charge.success' || isTransfer) &&
      typeof reference === 'string' &&
      reference.length <= 100
    ) {
      try {
        // A payout's transfer: the payouts module applies what the provider says of it.
        if (isTransfer) await applyTransferEvent(app.deps, reference);
        else await settlePayment(ctx, reference);
      } catch (e) {
        // The provider retries a webhook that did not get 200, which is what we want here.
        if (e instanceof GatewayError) throw new ApiError(503, 'Payment provider unavailable; retry later');
        throw e;
      }
    }
    return ok(null, 'Received');
  });
};
