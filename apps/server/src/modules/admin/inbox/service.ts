import {
  type AdminInboxPage,
  type AdminInboxQuery,
  type AdminInboxThread,
  INBOX_MESSAGES,
  INBOX_PER_PAGE,
  type InboxKind,
  type InboxStatus,
} from '@trust/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { rowsOf as rows } from '../../../db/rows.ts';
import {
  contactMessages,
  inboxReplies,
  jobApplications,
  supportRequests,
  users,
} from '../../../db/schema/index.ts';
import { ApiError, notFound } from '../../../http/envelope.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { type Actor, audit } from '../../audit/index.ts';

const TABLES = { enquiry: contactMessages, support: supportRequests, job: jobApplications } as const;

/** The three tables as one list: kind, id, who, a summary, status and when, newest first. */
const UNION = sql`(
  select 'enquiry' as kind, id, name, email, left(message, 140) as summary, status, created_at
    from contact_messages
  union all
  select 'support', id, name, email, 'Visitor #' || visitor_id || ' wants to talk to support', status, created_at
    from support_requests
  union all
  select 'job', id, first_name || ' ' || sur_name, email, role || ' application', status, created_at
    from job_applications
) as inbox`;

type UnionRow = {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  summary: string;
  status: InboxStatus;
  created_at: string | Date;
};

const iso = (d: string | Date) => new Date(d).toISOString();

export async function listInbox(db: Db, q: AdminInboxQuery & { page: number }): Promise<AdminInboxPage> {
  const where = sql.join(
    [sql`true`, ...(q.kind ? [sql`kind = ${q.kind}`] : []), ...(q.status ? [sql`status = ${q.status}`] : [])],
    sql` and `,
  );
  const offset = (q.page - 1) * INBOX_PER_PAGE;
  const items = await rows<UnionRow>(
    db,
    sql`select * from ${UNION} where ${where} order by created_at desc, id desc limit ${INBOX_PER_PAGE} offset ${offset}`,
  );
  const [total] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${UNION} where ${where}`,
  );
  return {
    items: items.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      name: r.name,
      email: r.email,
      summary: r.summary,
      status: r.status,
      received_at: iso(r.created_at),
    })),
    page: q.page,
    per_page: INBOX_PER_PAGE,
    total: Number(total?.n ?? 0),
  };
}

/** A resume link opens in the browser only when it is a web address (never javascript: or data:). */
const webLink = (url: string) => (/^https?:\/\/[^\s]+$/i.test(url) ? url : null);

async function readItem(db: Db, kind: InboxKind, id: number) {
  if (kind === 'enquiry') {
    const [r] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!r) return null;
    return {
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      summary: r.message.slice(0, 140),
      status: r.status,
      createdAt: r.createdAt,
      fields: [] as { label: string; value: string }[],
      resumeUrl: null,
    };
  }
  if (kind === 'support') {
    const [r] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
    if (!r) return null;
    return {
      name: r.name,
      email: r.email,
      phone: null,
      message: `Started a conversation from the website as visitor #${r.visitorId}.`,
      summary: `Visitor #${r.visitorId} wants to talk to support`,
      status: r.status,
      createdAt: r.createdAt,
      fields: [{ label: 'Visitor', value: `#${r.visitorId}` }],
      resumeUrl: null,
    };
  }
  const [r] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
  if (!r) return null;
  return {
    name: `${r.firstName} ${r.surName}`,
    email: r.email,
    phone: r.phone,
    message: null,
    summary: `${r.role} application`,
    status: r.status,
    createdAt: r.createdAt,
    fields: [
      { label: 'Role', value: r.role },
      { label: 'Gender', value: r.gender },
      { label: 'Date of birth', value: r.dob },
      { label: 'Qualification', value: r.qualification },
      { label: 'State / LGA', value: `${r.state} / ${r.lga}` },
      { label: 'Address', value: r.address },
      { label: 'Resume', value: r.resumeUrl },
    ],
    resumeUrl: webLink(r.resumeUrl),
  };
}

export async function inboxThread(db: Db, kind: InboxKind, id: number): Promise<AdminInboxThread> {
  const item = await readItem(db, kind, id);
  if (!item) throw notFound(INBOX_MESSAGES.notFound);
  const replies = await db
    .select({ reply: inboxReplies, operator: users.fullName })
    .from(inboxReplies)
    .innerJoin(users, eq(users.id, inboxReplies.operatorUserId))
    .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.itemId, id)))
    .orderBy(asc(inboxReplies.sentAt), asc(inboxReplies.id));
  return {
    kind,
    id,
    name: item.name,
    email: item.email,
    phone: item.phone,
    message: item.message,
    summary: item.summary,
    status: item.status as InboxStatus,
    received_at: item.createdAt.toISOString(),
    fields: item.fields,
    resume_url: item.resumeUrl,
    replies: replies.map(({ reply: r, operator }) => ({
      id: r.id,
      operator,
      to: r.toEmail,
      subject: r.subject,
      body: r.body,
      sent_at: r.sentAt.toISOString(),
    })),
  };
}

async function setStatus(tx: Db, kind: InboxKind, id: number, status: InboxStatus) {
  const table = TABLES[kind];
  const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound(INBOX_MESSAGES.notFound);
  if (row.status !== status) await tx.update(table).set({ status }).where(eq(table.id, id));
  return row.status;
}

export async function changeInboxStatus(
  db: Db,
  actor: Actor,
  now: Date,
  kind: InboxKind,
  id: number,
  status: InboxStatus,
) {
  await db.transaction(async (tx) => {
    const before = await setStatus(tx as unknown as Db, kind, id, status);
    await audit(tx, {
      actor,
      now,
      action: 'inbox.status',
      details: { kind, id },
      before: { status: before },
      after: { status },
    });
  });
}

/** The subject of a reply: the enquiry it answers, so the visitor's mail program threads it. */
const SUBJECTS: Record<InboxKind, string> = {
  enquiry: 'Re: your enquiry to the Trust Fund',
  support: 'Re: your request to talk to the Trust Fund support team',
  job: 'Re: your job application to the Trust Fund',
};

/**
 * Mails the operator's reply to the visitor and stores it in the thread; a new item moves to in
 * progress. The mail is sent inside the transaction, so a reply that could not be sent is not stored
 * as sent (the operator is told to try again).
 */
export async function replyToInbox(
  deps: { db: Db; clock: Clock; mailer: Mailer },
  actor: Actor,
  kind: InboxKind,
  id: number,
  message: string,
) {
  const now = deps.clock.now();
  const item = await readItem(deps.db, kind, id);
  if (!item) throw notFound(INBOX_MESSAGES.notFound);
  const subject = SUBJECTS[kind];
  await deps.db.transaction(async (tx) => {
    const before = await setStatus(
      tx as unknown as Db,
      kind,
      id,
      item.status === 'new' ? 'in_progress' : (item.status as InboxStatus),
    );
    const [saved] = await tx
      .insert(inboxReplies)
      .values({
        kind,
        itemId: id,
        operatorUserId: actor.userId,
        toEmail: item.email,
        subject,
        body: message,
        sentAt: now,
      })
      .returning({ id: inboxReplies.id });
    await audit(tx, {
      actor,
      now,
      action: 'inbox.reply',
      details: { kind, id, replyId: saved?.id },
      before: { status: before },
      after: { status: before === 'new' ? 'in_progress' : before, reply: message },
    });
    try {
      await deps.mailer.send({
        to: item.email,
        subject,
        text: `Dear ${item.name},\n\n${message}\n\nThe Trust Fund team`,
      });
    } catch {
      throw new ApiError(502, 'The reply could not be sent by email. Please try again.');
    }
  });
}
