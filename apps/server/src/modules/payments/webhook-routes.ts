import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../../http/envelope.ts';
import { applyAssignEvent, assignEventOf } from './assign-events.ts';
import { paymentsContext } from './context.ts';
import { applyIdentificationEvent, identificationEventOf } from './identification-events.ts';
import { eventOf, recordEvent } from './webhook-events.ts';

/**
 * POST /api/payments/webhook: the provider's events (Paystack's format; the sandbox sends the same).
 * The signature is an HMAC of the raw body, so this plugin keeps JSON bodies as bytes. A signed event
 * we act on (charge.success, the transfer events, the refund events) is stored once (a repeated
 * delivery finds its row) and answered 200 at once; its work is done from the job queue
 * (webhook-queue.ts, webhook-events.ts), so a slow or unreachable provider never makes Paystack
 * wait or retry. Replays and events out of order change nothing twice: each handler asks the
 * provider again (the event is a hint, the verify answer is the truth) and applies once. A customer
 * identification's outcome (customeridentification.success / .failed) is the one event done in the
 * request (and so is a dedicated account's assignment, dedicatedaccount.assign.success / .failed): the
 * signed event is the outcome, and its owner's rule makes a replay or a late one harmless.
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
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON');
    }
    // A customer identification's outcome has nothing to verify with the provider: done here, at once.
    const identification = identificationEventOf(body);
    if (identification) {
      await applyIdentificationEvent(ctx, identification);
      return ok(null, 'Received');
    }
    // So is a dedicated account's assignment (dedicatedaccount.assign.*): the signed event is the outcome.
    const assign = assignEventOf(body);
    if (assign) {
      await applyAssignEvent(ctx, assign);
      return ok(null, 'Received');
    }
    const event = body && typeof body === 'object' ? eventOf(body) : undefined;
    if (event) {
      const { id, duplicate } = await recordEvent(ctx, event);
      // A repeated delivery of an event not yet done is worked again (its first try may have failed).
      if (!duplicate || !(await app.paymentEvents.isDone(id))) await app.paymentEvents.enqueue(id);
    }
    return ok(null, 'Received');
  });
};
