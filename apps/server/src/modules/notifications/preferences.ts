import { NOTIFICATION_KINDS, type NotificationKind, type NotificationPreference } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/** The member's email choice for every kind: on unless they turned it off; security notices always on. */
export async function emailPreferences(db: Db, userId: number): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return NOTIFICATION_KINDS.map((k) => ({
    kind: k.kind,
    label: k.label,
    email: k.security || (rows.find((r) => r.kind === k.kind)?.email ?? true),
    always: k.security,
  }));
}

/** Whether this kind goes to the member by email now (security notices always do). */
export async function wantsEmail(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  if (NOTIFICATION_KINDS.find((k) => k.kind === kind)?.security) return true;
  const [row] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.email ?? true;
}

/** Stores one choice (the caller refuses security kinds first). */
export async function setEmailPreference(
  db: Db,
  userId: number,
  kind: NotificationKind,
  email: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email, updatedAt: now },
    });
}
