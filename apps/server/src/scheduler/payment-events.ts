import { type PaymentsContext, processWaitingEvents } from '../modules/payments/index.ts';
import type { JobDefinition } from './job.ts';

const quiet = { info() {}, warn() {}, error() {} };

/**
 * The provider's webhook events not yet done: every minute. Each event is also queued on its own
 * when it arrives (modules/payments/webhook-queue.ts); this sweep takes up one whose worker died or
 * whose provider could not be asked, so no paid charge, transfer or refund outcome is lost.
 */
export const paymentEventsJob: JobDefinition = {
  name: 'payment-webhook-events',
  cron: '* * * * *',
  run: async (deps) => {
    // Settling a payment may mail a receipt and build links: the app's own deps carry all it needs.
    const ctx = { ...deps, log: deps.log ?? quiet, config: deps.config } as PaymentsContext;
    return { ...(await processWaitingEvents(ctx)) };
  },
};
