import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { paymentEvents } from '../../db/schema/index.ts';
import { isDatabaseUnavailable } from '../../http/database-unavailable.ts';
import type { PaymentsContext } from './context.ts';
import { processEvent } from './webhook-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider webhook's events, worked after the answer (modules/payments/webhook-queue.ts). */
    paymentEvents: PaymentEventQueue;
  }
}

/** The pg-boss queue the webhook's events are worked from. */
const PAYMENT_EVENTS_QUEUE = 'payment-webhook-event';

/**
 * Where the webhook hands a stored event so its work happens after the answer. With the job runner
 * (JOBS=on) that is a pg-boss queue: any instance's worker takes it, a failure is retried by
 * pg-boss, and the payment-events sweep (scheduler) takes up whatever is still not done. Without it
 * (JOBS=off: tests, the manual-clock server) the event is worked in this process right after the
 * answer, and idle() waits for that work.
 */
export class PaymentEventQueue {
  private boss: PgBoss | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  private readonly ctx: PaymentsContext;

  constructor(ctx: PaymentsContext) {
    this.ctx = ctx;
  }

  /** Queues one event's work; never waits for it. */
  async enqueue(id: number): Promise<void> {
    if (this.boss) {
      await this.boss.send(
        PAYMENT_EVENTS_QUEUE,
        { id },
        { retryLimit: 5, retryDelay: 30, retryBackoff: true },
      );
      return;
    }
    // setImmediate: the work starts once the handler has returned its answer.
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => processEvent(this.ctx, id))
      // The event is stored: the payment-events sweep works it again, so the database away is a warning.
      .catch((err) =>
        isDatabaseUnavailable(err)
          ? this.ctx.log.warn({ eventId: id }, 'payment event waits for the database; the sweep takes it up')
          : this.ctx.log.error({ err, eventId: id }, 'payment event failed'),
      )
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Whether a stored event's work is done. */
  async isDone(id: number): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, id));
    return Boolean(row?.processedAt);
  }

  /** Resolves when the in-process work queued so far is done (tests and the sandbox wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** From now on events go to pg-boss, and this instance works its queue. */
  async useJobQueue(boss: PgBoss): Promise<void> {
    await boss.createQueue(PAYMENT_EVENTS_QUEUE, { retryLimit: 5, retryDelay: 30, expireInSeconds: 600 });
    // Up to ten events a fetch, and the next fetch at once while fetches come back full: one event a
    // fetch and a 2-second wait between fetches worked half an event a second, so a payout batch's
    // transfer outcomes waited behind any burst of other events (a weekly debit's charges).
    const options = { pollingIntervalSeconds: 2, batchSize: 10, burstWhenBatchFull: true };
    await boss.work<{ id: number }>(PAYMENT_EVENTS_QUEUE, options, async (jobs) => {
      let waiting = 0;
      for (const job of jobs) if (!(await processEvent(this.ctx, job.data.id))) waiting++;
      // Throwing lets pg-boss retry the batch (an event already done is a no-op the next time); the
      // sweep takes up whatever is still not done after the retries.
      if (waiting) throw new Error(`${waiting} payment event(s) not done yet`);
    });
    this.boss = boss;
  }
}
