import { NOTIFICATIONS_PER_PAGE, type NotificationKind } from '@trust/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/index.ts';
import { announceCount } from './live-count.ts';
import { notifyMember } from './notify-member.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotifyOptions {
  /** The kind of notification (spec part 2 section 3): aye_noty_trust_request, missed_contribution, … */
  key?: string;
  byUserId?: number;
  loanId?: number;
  eventId?: number;
  /** When it happened, from the app's clock. */
  at: Date;
  /** One notification per key: a repeated call returns the first one and writes nothing. */
  dedupeKey?: string;
}

/**
 * Adds an in-app notification for a member, inside the caller's transaction so it is written
 * exactly when the change it tells about commits, with its push to the member's browsers (by their
 * choice for the kind) and the member's open app (its header count, after the commit); never an
 * email. A repeated dedupeKey writes and pushes nothing more and answers the first notification.
 */
export function notify(
  tx: Db,
  userId: number,
  subject: string,
  message: string,
  opts: NotifyOptions,
): Promise<NotificationRow> {
  return notifyMember(tx, {
    memberId: userId,
    // Any key is stored as the kind; one without an email template is fine, as nothing is mailed.
    kind: (opts.key ?? 'general') as NotificationKind,
    subject,
    message,
    at: opts.at,
    key: opts.dedupeKey,
    byUserId: opts.byUserId,
    loanId: opts.loanId,
    eventId: opts.eventId,
    email: { send: false },
  });
}

/** The member's unread count (the session's notification_count). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The member's notifications, newest first. */
export function listNotifications(db: Db, userId: number, limit = 200): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** The member, the page's length and its offset are the statement's placeholders (db/prepared.ts). */
const notificationPageRows = preparedQuery((db) => {
  const mine = eq(notifications.userId, sql.placeholder('userId'));
  const counts = db.$with('counts').as(
    db
      .select({
        total: count().as('total'),
        unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`
          .mapWith(Number)
          .as('unread'),
      })
      .from(notifications)
      .where(mine),
  );
  const pageRows = db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .with(counts)
    .select()
    .from(counts)
    .leftJoinLateral(pageRows, sql`true`)
    .prepare('notification_page');
});

/**
 * One page (1-based) of the member's notifications, newest first, how many there are in all and how
 * many are unread: one statement (the counts in a CTE, the page joined to it laterally), so the
 * notifications screen costs one round trip beside the session's.
 */
export async function notificationPage(
  db: Db,
  userId: number,
  page = 1,
  perPage = NOTIFICATIONS_PER_PAGE,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const result = await notificationPageRows(db).execute({
    userId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const first = result[0]?.counts;
  return {
    rows: result.flatMap((r) => (r.page ? [r.page] : [])),
    total: Number(first?.total ?? 0),
    unread: Number(first?.unread ?? 0),
  };
}

/**
 * Marks one of the member's notifications read. Returns false when the id is not the member's
 * (another member's notification answers as not found). Reading twice keeps the first time.
 */
export async function markRead(db: Db, userId: number, notificationId: number, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) return false;
  if (!row.readAt) {
    // Announced with the change, so the member's other tabs and devices lower their badge too.
    await db.transaction(async (tx) => {
      await tx.update(notifications).set({ readAt: at }).where(eq(notifications.id, row.id));
      await announceCount(tx, userId);
    });
  }
  return true;
}
