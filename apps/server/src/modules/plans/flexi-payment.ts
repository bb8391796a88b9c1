import type { FlexiPaymentBody } from '@trust/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '../../http/envelope.ts';
import type { quoteFlexi } from './flexi-quote.ts';

/**
 * POST /userflexiplanpayment with flexi_type 2 (pay) belongs to the joining/payments feature. It
 * plugs in here instead of registering a second route on the same path: inside its plugin it calls
 * provideFlexiPayment(app, handler); the plans route validates the body, computes the quote and
 * hands both over, so the member is charged exactly the quoted fee.
 */
export type FlexiPaymentHandler = (ctx: {
  request: FastifyRequest;
  body: FlexiPaymentBody;
  quote: Awaited<ReturnType<typeof quoteFlexi>>;
}) => Promise<Envelope<Record<string, unknown>>>;

// Keyed by the app's deps object, which every encapsulated plugin context shares.
const handlers = new WeakMap<object, FlexiPaymentHandler>();

export function provideFlexiPayment(app: FastifyInstance, handler: FlexiPaymentHandler): void {
  handlers.set(app.deps, handler);
}

export function flexiPaymentHandler(app: FastifyInstance): FlexiPaymentHandler | undefined {
  return handlers.get(app.deps);
}
