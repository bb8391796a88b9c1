import { isSecurityKind, type NotificationKind } from '@trust/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notificationPath } from './links.ts';
import { COUNT_CHANNEL } from './live-count.ts';

/**
 * Why a login link is made: the mails about trust requests and loan requests (login type "admin",
 * part 1 section 4 "Email-link logins"), or an operator opening a member's dashboard (admin_login).
 * A notice's email carries it; the mail job asks modules/auth for the link when it sends the email.
 */
export type LoginLinkPurpose = 'trust_request' | 'loan_request' | 'admin_login';

/** One member's notice (notifyMember's MemberNotice adds its kind and time). */
export interface Notice {
  memberId: number;
  subject: string;
  message: string;
  /**
   * Makes the notice idempotent: a second call with the same key (a retried job, a replayed webhook)
   * writes nothing more (no notification, push or email). Prefer the business reference (payment, loan, payout).
   */
  key?: string;
  byUserId?: number;
  loanId?: number;
  eventId?: number;
  /**
   * send: false never mails (an in-app only notice); default, by the member's choice for the kind.
   * subject and message: the email's own words when they differ from the in-app ones. signInFor: the
   * email's button signs the member in once (made when the email is sent).
   */
  email?: { send?: boolean; subject?: string; message?: string; signInFor?: LoginLinkPurpose };
  /** false never pushes (an operator's message sent without push); default, by the member's choice. */
  push?: boolean;
}

/**
 * Tells members something, inside the caller's transaction, in one statement however many there are
 * (a weekly debit run or the cash-out season tells thousands; one by one, the notices would cost more
 * than the money they tell about). For each notice: the in-app notification; a push per subscribed
 * browser unless the member turned pushes of the kind off; the kind's email in the mail outbox unless
 * they turned emails of the kind off (security kinds always) or the notice says not to; and the count
 * announced to the member's open app when the transaction commits. The outboxes' jobs send after the
 * commit. This is the one place these rules live: notifyMember and notify call it with one notice.
 * Answers the ids of the notifications written, in the notices' order (a repeated key writes none).
 */
export async function notifyMembers(
  tx: Db,
  kind: NotificationKind,
  notices: Notice[],
  at: Date,
): Promise<number[]> {
  if (notices.length === 0) return [];
  const when = at.toISOString();
  const array = (type: string, pick: (n: Notice) => string | number | boolean | undefined): SQL =>
    sql`${sql.param(notices.map((n) => pick(n) ?? null))}::${sql.raw(type)}[]`;
  // Each notice draws its id before the insert, so the pushes and emails find their notice's own
  // options (a member may get two notices in one call); drawn after the sort, ids follow the notices.
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`with v as materialized (
          select nextval(pg_get_serial_sequence('notifications', 'id'))::int as id, u.*
          from unnest(${array('int', (n) => n.memberId)}, ${array('text', (n) => n.subject)},
                      ${array('text', (n) => n.message)}, ${array('text', (n) => n.key)},
                      ${array('int', (n) => n.byUserId)}, ${array('int', (n) => n.loanId)},
                      ${array('int', (n) => n.eventId)}, ${array('bool', (n) => n.email?.send !== false)},
                      ${array('text', (n) => n.email?.subject)}, ${array('text', (n) => n.email?.message)},
                      ${array('text', (n) => n.email?.signInFor)}, ${array('bool', (n) => n.push !== false)})
               with ordinality as u(user_id, subject, message, dedupe_key, by_user_id, loan_id, event_id,
                                    mail, mail_subject, mail_message, sign_in_for, pushed, place)
          order by u.place
        ), written as (
          insert into notifications (id, user_id, key, subject, message, by_user_id, loan_id, event_id, dedupe_key, created_at)
          overriding system value
          select id, user_id, ${kind}, subject, message, by_user_id, loan_id, event_id, dedupe_key, ${when}::timestamptz
          from v
          on conflict (dedupe_key) do nothing
          returning id
        ), choice as (
          select v.*, v.pushed and coalesce(p.push, true) as push,
                 v.mail and (${isSecurityKind(kind)} or coalesce(p.email, true)) as email
          from written join v using (id)
          left join notification_preferences p on p.user_id = v.user_id and p.kind = ${kind}
        ), pushes as (
          insert into push_outbox (dedupe_key, subscription_id, user_id, title, body, url, next_attempt_at, created_at)
          select 'notification:' || c.id || ':' || s.id, s.id, c.user_id, c.subject, c.message, ${notificationPath(kind)},
                 ${when}::timestamptz, ${when}::timestamptz
          from choice c join push_subscriptions s on s.user_id = c.user_id
          where c.push
          order by c.id, s.id
          on conflict (dedupe_key) do nothing
        ), mails as (
          insert into mail_outbox (dedupe_key, user_id, kind, "to", name, subject, message, sign_in_for, next_attempt_at, created_at)
          select 'notification:' || c.id, c.user_id, ${kind}, u.email,
                 coalesce(nullif(split_part(u.full_name, ' ', 1), ''), u.full_name),
                 coalesce(c.mail_subject, c.subject), coalesce(c.mail_message, c.message), c.sign_in_for,
                 ${when}::timestamptz, ${when}::timestamptz
          from choice c join users u on u.id = c.user_id
          where c.email
          order by c.id
          on conflict (dedupe_key) do nothing
        )
        select id, pg_notify(${COUNT_CHANNEL}, user_id::text) from choice order by id`,
  );
  return rows.map((r) => Number(r.id));
}
