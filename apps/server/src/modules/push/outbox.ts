import type { Agent } from 'node:https';
import type { PushPayload } from '@trust/shared';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.ts';
import type { VapidKeys } from './vapid.ts';

/** Tries per push before it is dead (kept with its error, logged). */
const PUSH_MAX_ATTEMPTS = 5;
/** How long the push service may take to answer one push. */
const PUSH_SEND_TIMEOUT_MS = 10_000;
/** How long the push service keeps a push for a browser that is offline: news older than a day is stale. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];
const CLAIM_MS = 5 * 60_000;

export interface PushDeliveryDeps {
  db: Db;
  vapid: VapidKeys;
  /** How to reach the push services (tests trust their local stand-in's certificate). */
  agent?: Agent;
  log?: { warn(o: object, m?: string): void; error(o: object, m?: string): void };
}

/**
 * Sends the pushes that are due, at most `limit`, each claimed first so two instances never send one
 * twice. A 404 or 410 from the push service means the browser dropped the subscription: it is
 * deleted (with whatever else waited for it). Any other failure is retried later, and after the
 * last try the push is dead, kept with its error and logged.
 */
export async function deliverDuePush(
  deps: PushDeliveryDeps,
  now: Date,
  opts: { limit?: number; timeoutMs?: number } = {},
): Promise<{ pushed: number; failed: number; gone: number; dead: number }> {
  const { db } = deps;
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, now)))
    .orderBy(asc(pushOutbox.id))
    .limit(opts.limit ?? 100)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${pushOutbox.attempts} + 1` })
    .where(inArray(pushOutbox.id, due))
    .returning();
  const result = { pushed: 0, failed: 0, gone: 0, dead: 0 };
  for (const p of claimed.sort((a, b) => a.id - b.id)) {
    const [sub] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, p.subscriptionId));
    if (!sub) continue;
    const payload: PushPayload = { title: p.title, body: p.body, url: p.url };
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: deps.vapid,
          TTL: PUSH_TTL_SECONDS,
          timeout: opts.timeoutMs ?? PUSH_SEND_TIMEOUT_MS,
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
      await db
        .update(pushOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(pushOutbox.id, p.id));
      result.pushed++;
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The cascade removes this push and any other still waiting for the browser.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
        result.gone++;
        continue;
      }
      // The push service's answer, never the payload or the subscription's keys.
      const error = status
        ? `push service answered ${status}`
        : err instanceof Error
          ? err.message
          : String(err);
      const dead = p.attempts >= PUSH_MAX_ATTEMPTS;
      const delay = RETRY_DELAYS_MS[Math.min(p.attempts - 1, RETRY_DELAYS_MS.length - 1)] ?? 60_000;
      await db
        .update(pushOutbox)
        .set({
          status: dead ? 'dead' : 'pending',
          lastError: error,
          nextAttemptAt: dead ? p.nextAttemptAt : new Date(now.getTime() + delay),
        })
        .where(eq(pushOutbox.id, p.id));
      const fields = { pushId: p.id, attempts: p.attempts, error };
      if (dead) {
        deps.log?.error(fields, 'push dead after its last try');
        result.dead++;
      } else {
        deps.log?.warn(fields, 'push not sent; will retry');
        result.failed++;
      }
    }
  }
  return result;
}
