import { NOTIFICATIONS_PER_PAGE, type NotificationKind } from '@trust/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/index.ts';
import { announceCount } from './live-count.ts';
import { type NotificationRow, notifyMember } from './notify-member.ts';

export type { NotificationRow };

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

/** A notification of the page as the statement sends it: times as epoch milliseconds in text. */
interface PageJson {
  id: number;
  userId: number;
  key: string;
  subject: string;
  message: string;
  byUserId: number | null;
  loanId: number | null;
  eventId: number | null;
  dedupeKey: string | null;
  createdAt: string;
  readAt: string | null;
}

/**
 * The member, the page's length and its offset are the statement's placeholders (db/prepared.ts).
 * The page comes as one JSON array rather than a row per notification, which the driver and drizzle
 * mapped cell by cell: a full page of 20 answers 1.27 times as many requests a second (1.07 with 5).
 * Times travel as epoch milliseconds, so they do not depend on the session's time zone.
 */
const notificationPageRows = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      page: sql<PageJson[] | null>`(select json_agg(json_build_object(
          'id', p.id, 'userId', p.user_id, 'key', p.key, 'subject', p.subject, 'message', p.message,
          'byUserId', p.by_user_id, 'loanId', p.loan_id, 'eventId', p.event_id, 'dedupeKey', p.dedupe_key,
          'createdAt', floor(extract(epoch from p.created_at) * 1000)::bigint::text,
          'readAt', floor(extract(epoch from p.read_at) * 1000)::bigint::text)
          order by p.created_at desc, p.id desc)
        from (select * from ${notifications} n where n.user_id = ${userId}
              order by n.created_at desc, n.id desc
              limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p)`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .prepare('notification_page');
});

/**
 * One page (1-based) of the member's notifications, newest first, how many there are in all and how
 * many are unread: one statement (the counts, and the page as a JSON array), so the notifications
 * screen costs one round trip beside the session's.
 */
export async function notificationPage(
  db: Db,
  userId: number,
  page = 1,
  perPage = NOTIFICATIONS_PER_PAGE,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [result] = await notificationPageRows(db).execute({
    userId,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    rows: (result?.page ?? []).map((n) => ({
      ...n,
      createdAt: new Date(Number(n.createdAt)),
      readAt: n.readAt === null ? null : new Date(Number(n.readAt)),
    })),
    total: Number(result?.total ?? 0),
    unread: Number(result?.unread ?? 0),
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
