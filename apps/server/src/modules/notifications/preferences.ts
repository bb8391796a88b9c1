import {
  MEMBER_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

/**
 * The member's choices for every kind: by email and by push unless they turned it off; security
 * notices always by email.
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

async function choiceFor(db: Db, userId: number, kind: string) {
  const [row] = await db
    .select({ email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row;
}

/** Whether this kind goes to the member by email now (security notices always do). */
export async function wantsEmail(db: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  if (NOTIFICATION_KINDS.find((k) => k.kind === kind)?.security) return true;
  return (await choiceFor(db, userId, kind))?.email ?? true;
}

/** Whether this kind goes to the member's browsers as a push notification (a kind not listed does). */
export async function wantsPush(db: Db, userId: number, kind: string): Promise<boolean> {
  return (await choiceFor(db, userId, kind))?.push ?? true;
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
