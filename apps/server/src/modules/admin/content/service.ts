import { ADMIN_CONTENT_INPUTS, ADMIN_CONTENT_MESSAGES, type ContentKind } from '@trust/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetingAttendees, meetings, users } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../http/envelope.ts';
import { type IssueLike, issueMessage, pickIssue } from '../../../http/messages.ts';
import { type Actor, audit } from '../../audit/index.ts';
import { KINDS } from './kinds.ts';
import { announceMeeting, tellAttendeesOfChange } from './meeting-notices.ts';

// biome-ignore lint/suspicious/noExplicitAny: one code path serves five tables; kinds.ts types each mapping.
type AnyTable = any;

/** The body checked against its kind's schema, refused with the first field's plain message. */
function readInput(kind: ContentKind, body: unknown): Record<string, unknown> {
  const parsed = ADMIN_CONTENT_INPUTS[kind].safeParse(body ?? {});
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const first = parsed.error.issues[0];
  const issue = first ? pickIssue(first as IssueLike) : undefined;
  throw badRequest(issue ? issueMessage(issue, 'body') : 'Send the item’s fields', {
    field: issue?.path?.map(String).join('.') || undefined,
  });
}

/** A unique column (an FAQ's question, a step number, a video) already holding this value. */
const isDuplicate = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function listContent(db: Db, kind: ContentKind) {
  const k = KINDS[kind];
  const table: AnyTable = k.table;
  const rows = await db
    .select()
    .from(table)
    .orderBy(...k.order());
  return (rows as Record<string, unknown>[]).map(k.toItem);
}

async function findRow(db: Db, kind: ContentKind, id: number) {
  const table: AnyTable = KINDS[kind].table;
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1).for('update');
  if (!row) throw notFound(ADMIN_CONTENT_MESSAGES.notFound);
  return row as Record<string, unknown>;
}

/**
 * Creates an item; the public calls read the table directly, so the site shows it at once. A new
 * meeting is announced to the active members.
 */
export async function createContent(db: Db, actor: Actor, now: Date, kind: ContentKind, body: unknown) {
  const k = KINDS[kind];
  const input = readInput(kind, body);
  const table: AnyTable = k.table;
  try {
    return await db.transaction(async (tx) => {
      const [row] = (await tx.insert(table).values(k.toRow(input, now)).returning()) as unknown[];
      const item = k.toItem(row as Record<string, unknown>);
      await audit(tx, { actor, now, action: `content.${k.name}.create`, before: null, after: item });
      if (kind === 'meetings') await announceMeeting(tx as unknown as Db, item, now);
      return item;
    });
  } catch (err) {
    if (isDuplicate(err)) throw conflict(ADMIN_CONTENT_MESSAGES.duplicate);
    throw err;
  }
}

export async function updateContent(
  db: Db,
  actor: Actor,
  now: Date,
  kind: ContentKind,
  id: number,
  body: unknown,
) {
  const k = KINDS[kind];
  const input = readInput(kind, body);
  const table: AnyTable = k.table;
  const { createdAt: _kept, ...changes } = k.toRow(input, now);
  try {
    return await db.transaction(async (tx) => {
      const before = k.toItem(await findRow(tx as unknown as Db, kind, id));
      const [row] = (await tx.update(table).set(changes).where(eq(table.id, id)).returning()) as unknown[];
      const item = k.toItem(row as Record<string, unknown>);
      await audit(tx, { actor, now, action: `content.${k.name}.update`, before, after: item });
      if (kind === 'meetings') await tellAttendeesOfChange(tx as unknown as Db, before, item, now);
      return item;
    });
  } catch (err) {
    if (isDuplicate(err)) throw conflict(ADMIN_CONTENT_MESSAGES.duplicate);
    throw err;
  }
}

/**
 * Deletes an item. A meeting members have said they will attend is kept (they expect it): its
 * operator changes the date or the description instead.
 */
export async function deleteContent(db: Db, actor: Actor, now: Date, kind: ContentKind, id: number) {
  const k = KINDS[kind];
  const table: AnyTable = k.table;
  await db.transaction(async (tx) => {
    const before = k.toItem(await findRow(tx as unknown as Db, kind, id));
    if (kind === 'meetings') {
      const [n] = await tx
        .select({ n: count() })
        .from(meetingAttendees)
        .where(eq(meetingAttendees.meetingId, id));
      if ((n?.n ?? 0) > 0) throw conflict(ADMIN_CONTENT_MESSAGES.meetingHasAttendees);
    }
    await tx.delete(table).where(eq(table.id, id));
    await audit(tx, { actor, now, action: `content.${k.name}.delete`, before, after: null });
  });
}

/** The members who said they will attend a meeting, in the order they answered. */
export async function meetingAttendeeList(db: Db, meetingId: number) {
  const [meeting] = await db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId));
  if (!meeting) throw notFound(ADMIN_CONTENT_MESSAGES.notFound);
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      phone: users.phone,
      tfp: users.tfpPin,
      answeredAt: meetingAttendees.createdAt,
    })
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.userId))
    .where(eq(meetingAttendees.meetingId, meetingId))
    .orderBy(asc(meetingAttendees.createdAt), asc(meetingAttendees.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    tfp: r.tfp,
    answered_at: r.answeredAt.toISOString(),
  }));
}
