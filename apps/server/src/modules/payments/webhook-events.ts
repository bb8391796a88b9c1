import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema/index.ts';
import { MANDATE_EVENT_PREFIX, TRANSFER_EVENTS } from '../../gateways/index.ts';
import type { PaymentsContext } from './context.ts';
import { applyIncomingTransfer } from './incoming-transfers.ts';
import { applyMandateEvent } from './mandate-events.ts';
import { applyRefundEvent, REFUND_EVENTS, refundStatusOfEvent } from './refund-events.ts';
import { settlePayment } from './settle.ts';
import { applyTransferEvent } from './transfer-events.ts';

type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * The events we act on; any other signed event is answered 200 and not kept. Every
 * direct_debit.authorization.* event is kept: created and active start a mandate, any other ends it.
 */
const HANDLED = ['charge.success', ...TRANSFER_EVENTS, ...REFUND_EVENTS] as readonly string[];
const isMandateEvent = (event: string) => event.startsWith(MANDATE_EVENT_PREFIX) && event.length <= 100;

/** An event is given up (left for an operator in the log) after this many failed tries. */
const MAX_EVENT_ATTEMPTS = 20;

interface WebhookBody {
  event?: unknown;
  data?: {
    id?: unknown;
    reference?: unknown;
    transaction_reference?: unknown;
    transaction?: { reference?: unknown };
    status?: unknown;
    authorization_code?: unknown;
  };
}

/** A reference or an id as we keep it: text of at most 100 characters, or a number; '' reads as none. */
const text = (v: unknown) =>
  (typeof v === 'string' && v.length <= 100) || typeof v === 'number' ? String(v) : undefined;

/**
 * What of a webhook body we keep: its event, the reference it is about and its key. A refund event
 * names the charge it returns (transaction_reference); the others name their own reference. The key
 * is the event with the provider's id of the object (or the reference when the body has none), so a
 * delivery Paystack repeats is the same row. Undefined for an event we do not act on.
 */
export function eventOf(body: WebhookBody) {
  const event = typeof body.event === 'string' ? body.event : undefined;
  if (!event || !(HANDLED.includes(event) || isMandateEvent(event))) return undefined;
  const d = body.data ?? {};
  const isRefund = (REFUND_EVENTS as readonly string[]).includes(event);
  // A direct-debit event names the authorization request's reference (the one we keep with the mandate).
  const reference = isRefund ? text(d.transaction_reference ?? d.transaction?.reference) : text(d.reference);
  if (!reference) return undefined;
  const id = text(d.id);
  return {
    event,
    reference,
    eventKey: `${event}:${id ? `id:${id}` : `ref:${reference}`}`,
    status: isRefund ? refundStatusOfEvent(event) : null,
  };
}

/** Stores one event once (a repeated delivery finds its row). Answers the row's id. */
export async function recordEvent(
  ctx: Pick<PaymentsContext, 'db' | 'clock'>,
  e: NonNullable<ReturnType<typeof eventOf>>,
): Promise<{ id: number; duplicate: boolean }> {
  const [inserted] = await ctx.db
    .insert(paymentEvents)
    .values({ ...e, receivedAt: ctx.clock.now() })
    .onConflictDoNothing({ target: paymentEvents.eventKey })
    .returning({ id: paymentEvents.id });
  if (inserted) return { id: inserted.id, duplicate: false };
  const [row] = await ctx.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventKey, e.eventKey));
  if (!row) throw new Error('payment event neither inserted nor found');
  return { id: row.id, duplicate: true };
}

/**
 * Does one stored event's work, unless it is done already. Every handler is idempotent on its own
 * (a settled payment, a payout already sent, a refund already final change nothing), so two workers
 * taking the same event, or an event replayed out of order, post nothing twice. A failure (the
 * provider cannot be asked) is recorded on the row and the event stays for the next run.
 * Answers whether the event is done.
 */
export async function processEvent(ctx: PaymentsContext, id: number): Promise<boolean> {
  const [row] = await ctx.db
    .update(paymentEvents)
    .set({ attempts: sql`${paymentEvents.attempts} + 1` })
    .where(and(eq(paymentEvents.id, id), isNull(paymentEvents.processedAt)))
    .returning();
  if (!row) return true;
  try {
    if (!(await handle(ctx, row))) throw new Error(STILL_PENDING);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    ctx.log.warn({ event: row.event, reference: row.reference, err: message }, 'payment event not done yet');
    await ctx.db.update(paymentEvents).set({ lastError: message }).where(eq(paymentEvents.id, id));
    if (row.attempts >= MAX_EVENT_ATTEMPTS)
      ctx.log.error({ event: row.event, reference: row.reference }, 'payment event given up');
    return false;
  }
  await ctx.db
    .update(paymentEvents)
    .set({ processedAt: ctx.clock.now(), lastError: null })
    .where(eq(paymentEvents.id, id));
  return true;
}

const STILL_PENDING = 'The provider has not settled it yet';

/** One event's work; false while the provider still says pending (the event is worked again later). */
async function handle(ctx: PaymentsContext, row: PaymentEventRow): Promise<boolean> {
  if (row.event === 'charge.success') {
    const p = await settlePayment(ctx, row.reference, undefined, { late: true });
    // No payment of ours has this reference: a transfer into a member's dedicated account.
    if (!p) return applyIncomingTransfer(ctx, row.reference);
    return p.status !== 'pending';
  }
  if ((TRANSFER_EVENTS as readonly string[]).includes(row.event))
    return applyTransferEvent(ctx, row.reference);
  if (isMandateEvent(row.event)) return applyMandateEvent(ctx, row.event, row.reference);
  if (row.status) await applyRefundEvent(ctx, row.reference, row.status);
  return true;
}

/**
 * The queue's sweep: every event not yet done (a worker that crashed, a provider that was down), oldest
 * first, up to `limit`. Answers how many were done and how many wait for another run.
 */
export async function processWaitingEvents(ctx: PaymentsContext, limit = 200) {
  const rows = await ctx.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(isNull(paymentEvents.processedAt), lt(paymentEvents.attempts, MAX_EVENT_ATTEMPTS)))
    .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id))
    .limit(limit);
  const counts = { processed: 0, waiting: 0 };
  for (const r of rows) {
    if (await processEvent(ctx, r.id)) counts.processed++;
    else counts.waiting++;
  }
  return counts;
}
