import { MEETING_MESSAGES, type MeetingEvent } from '@trust/shared';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingAttendees, meetings } from '../../db/schema/index.ts';
import { notFound } from '../../http/envelope.ts';
import { toHhMm, toMmDdYyyy } from '../transactions/index.ts';

/** Upcoming meetings, soonest first, each with whether this member said they will attend. */
export async function listMeetings(db: Db, now: Date, userId: number): Promise<MeetingEvent[]> {
  const rows = await db
    .select({ meeting: meetings, status: meetingAttendees.status })
    .from(meetings)
    .leftJoin(
      meetingAttendees,
      and(eq(meetingAttendees.meetingId, meetings.id), eq(meetingAttendees.userId, userId)),
    )
    .where(gte(meetings.startsAt, now))
    .orderBy(asc(meetings.startsAt))
    .limit(20);
  return rows.map(({ meeting: m, status }) => ({
    ev_id: m.id,
    ev_name: m.name,
    ev_about: m.about,
    ev_address: m.address,
    event_date: toMmDdYyyy(m.startsAt),
    event_time: toHhMm(m.startsAt),
    attending: status === 1,
  }));
}

/**
 * Records that the member will attend. Idempotent: a second answer keeps the first.
 * Throws 404 for an unknown meeting or one that has already started.
 */
export async function joinMeeting(db: Db, now: Date, userId: number, meetingId: number): Promise<boolean> {
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), gte(meetings.startsAt, now)))
    .limit(1);
  if (!meeting) throw notFound(MEETING_MESSAGES.notFound);
  const inserted = await db
    .insert(meetingAttendees)
    .values({ meetingId, userId, status: 1, createdAt: now })
    .onConflictDoNothing({ target: [meetingAttendees.meetingId, meetingAttendees.userId] })
    .returning({ id: meetingAttendees.id });
  return inserted.length > 0;
}
