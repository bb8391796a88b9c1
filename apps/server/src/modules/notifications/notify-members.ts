import { isSecurityKind, type NotificationKind } from '@trust/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationPath } from './links.ts';
import { COUNT_CHANNEL } from './live-count.ts';

/**
 * notifyMember for many members and one kind, in one statement. A weekly debit run misses about a
 * tenth of its members' periods and the cash-out season pays most of them; told one by one through
 * notifyMember (seven statements each: the notification, both choices, the subscriptions, the
 * address, the email, the count) the notices cost more than the money they tell about, so this
 * writes what notifyMember writes for each (notify-member.ts, notify and pushNotice in service.ts
 * and push-notice.ts), set by set: the notifications, a push per subscribed browser
 * unless the member turned pushes of the kind off, an email unless they turned emails of the kind
 * off (security kinds always), and the count announced to each member's open app when the
 * transaction commits. No dedupe key: each call is one event (cycle/notices.test.ts holds the rows it
 * writes equal to notifyMember's).
 */
export async function notifyMembers(
  tx: Db,
  kind: NotificationKind,
  notices: { memberId: number; subject: string; message: string }[],
  at: Date,
): Promise<void> {
  if (notices.length === 0) return;
  const when = at.toISOString();
  await rowsOf(
    tx,
    sql`with v as (
          select * from unnest(${sql.param(notices.map((n) => String(n.memberId)))}::int[],
                               ${sql.param(notices.map((n) => n.subject))}::text[],
                               ${sql.param(notices.map((n) => n.message))}::text[])
                 with ordinality as v(user_id, subject, message, n)
        ), n as (
          insert into notifications (user_id, key, subject, message, created_at)
          select user_id, ${kind}, subject, message, ${when}::timestamptz from v order by n
          returning id, user_id, subject, message
        ), choice as (
          select n.*, coalesce(p.push, true) as push, ${isSecurityKind(kind)} or coalesce(p.email, true) as email
          from n left join notification_preferences p on p.user_id = n.user_id and p.kind = ${kind}
        ), pushes as (
          insert into push_outbox (dedupe_key, subscription_id, user_id, title, body, url, next_attempt_at, created_at)
          select 'notification:' || c.id || ':' || s.id, s.id, c.user_id, c.subject, c.message, ${notificationPath(kind)},
                 ${when}::timestamptz, ${when}::timestamptz
          from choice c join push_subscriptions s on s.user_id = c.user_id
          where c.push
          order by c.id, s.id
          on conflict (dedupe_key) do nothing
        ), mails as (
          insert into mail_outbox (dedupe_key, user_id, kind, "to", name, subject, message, next_attempt_at, created_at)
          select 'notification:' || c.id, c.user_id, ${kind}, u.email,
                 coalesce(nullif(split_part(u.full_name, ' ', 1), ''), u.full_name), c.subject, c.message,
                 ${when}::timestamptz, ${when}::timestamptz
          from choice c join users u on u.id = c.user_id
          where c.email
          order by c.id
          on conflict (dedupe_key) do nothing
        )
        select pg_notify(${COUNT_CHANNEL}, user_id::text) from n`,
  );
}
