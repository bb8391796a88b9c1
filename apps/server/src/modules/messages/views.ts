import { type FundMessage, segmentSchema } from '@trust/shared';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { fundMessages, plans, users } from '../../db/schema/index.ts';
import { describeSegment } from './segment.ts';

/** ORDINARY is shown as BASIC (the plan catalogue). */
const shownPlanName = (name: string) => (name === 'ORDINARY' ? 'BASIC' : name);

interface Counts {
  message_id: number;
  sent: number;
  read: number;
  emails_sent: number;
  emails_waiting: number;
}

/**
 * The messages, newest first (the newest 100), each with what it reached: notifications written,
 * read, and its emails sent or still waiting in the outbox (the email of notification N is keyed
 * `notification:N`, so each is found by its unique key).
 */
export async function listMessages(db: Db): Promise<FundMessage[]> {
  const rows = await db
    .select({ m: fundMessages, author: users.fullName })
    .from(fundMessages)
    .innerJoin(users, sql`${users.id} = ${fundMessages.createdBy}`)
    .orderBy(desc(fundMessages.createdAt), desc(fundMessages.id))
    .limit(100);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.m.id);
  const counts = await rowsOf<Counts>(
    db,
    sql`select r.message_id, count(*)::int as sent, count(n.read_at)::int as read,
          count(*) filter (where o.status = 'sent')::int as emails_sent,
          count(*) filter (where o.status = 'pending')::int as emails_waiting
        from fund_message_recipients r
        join notifications n on n.id = r.notification_id
        left join mail_outbox o on o.dedupe_key = 'notification:' || r.notification_id
        where r.message_id = any(${sql.param(ids)}::int[])
        group by r.message_id`,
  );
  const planRows = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(
      inArray(plans.id, [...new Set(rows.flatMap((r) => segmentSchema.parse(r.m.segment).plan_ids)), 0]),
    );
  const planNames = new Map(planRows.map((p) => [p.id, shownPlanName(p.name)]));
  return rows.map(({ m, author }) => {
    const c = counts.find((x) => Number(x.message_id) === m.id);
    const segment = segmentSchema.parse(m.segment);
    return {
      id: m.id,
      subject: m.subject,
      body: m.body,
      email: m.email,
      push: m.push,
      segment,
      audience: describeSegment(segment, planNames),
      status: m.status as FundMessage['status'],
      send_at: m.sendAt.toISOString(),
      created_at: m.createdAt.toISOString(),
      created_by: author,
      finished_at: m.finishedAt?.toISOString() ?? null,
      sent: Number(c?.sent ?? 0),
      read: Number(c?.read ?? 0),
      emails_sent: Number(c?.emails_sent ?? 0),
      emails_waiting: Number(c?.emails_waiting ?? 0),
    };
  });
}

/** The plans a segment can name, by name. */
export async function planOptions(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .orderBy(plans.sortOrder, plans.id);
  return rows.map((p) => ({ id: p.id, name: shownPlanName(p.name) }));
}
