import { MEMBER_NOTIFICATION_KINDS, type NotificationKind, type NotificationPreference } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/**
 * The member's choices for every kind: by email and by push unless they turned it off; security
 * notices always by email (as notifyMembers sends them).
 */
export async function memberPreferences(db: Db, userId: number): Promise<NotificationPreference[]> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return MEMBER_NOTIFICATION_KINDS.map((k) => {
    const row = rows.find((r) => r.kind === k.kind);
    return {
      kind: k.kind,
      label: k.label,
      email: k.security || (row?.email ?? true),
      push: row?.push ?? true,
      always: k.security,
    };
  });
}

/** Stores one or both choices for a kind (the caller refuses turning a security kind's email off). */
export async function setPreference(
  db: Db,
  userId: number,
  kind: NotificationKind,
  choice: { email?: boolean; push?: boolean },
  now: Date,
): Promise<void> {
  const set = {
    ...(choice.email === undefined ? {} : { email: choice.email }),
    ...(choice.push === undefined ? {} : { push: choice.push }),
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, ...set, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { ...set, updatedAt: now },
    });
}
