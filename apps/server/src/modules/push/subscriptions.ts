import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps a browser's push subscription for the member. 'unchanged' when this member already had it
 * with the same keys (POST /subscribe answers 304); an endpoint another member subscribed from the
 * same browser moves to this one (the browser shows one person's notifications: whoever signed in last).
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  sub: BrowserSubscription,
  now: Date,
): Promise<'created' | 'updated' | 'unchanged'> {
  const [found] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, sub.endpoint))
    .limit(1);
  if (found && found.userId === userId && found.p256dh === sub.keys.p256dh && found.auth === sub.keys.auth) {
    return 'unchanged';
  }
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: sub.endpoint,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, updatedAt: now },
    });
  return found ? 'updated' : 'created';
}

/** Forgets the member's subscription for a browser (signed out there, or push turned off). */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}
