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
    await boss.work<{ id: number }>(PAYMENT_EVENTS_QUEUE, { pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) {
        // Throwing lets pg-boss retry it; the sweep takes it up after the retries too.
        if (!(await processEvent(this.ctx, job.data.id))) throw new Error('payment event not done yet');
      }
    });
    this.boss = boss;
  }
}
