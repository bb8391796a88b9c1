import { type AdminContentItem, formatDateTime, USER_ACTIVE } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { meetingAttendees, users } from '../../../db/schema/index.ts';
import { notifyMember } from '../../notifications/index.ts';

/** A meeting as the console edits it: name, about, address, starts_at (ISO). */
type MeetingItem = AdminContentItem;

const when = (m: MeetingItem) => formatDateTime(new Date(String(m.starts_at)));

/**
 * A new trust network meeting is announced to every active member (the `meeting` notification, by
 * email and push as each chose), inside the transaction that creates it. The key makes a replayed
 * creation announce once.
 */
export async function announceMeeting(tx: Db, m: MeetingItem, now: Date): Promise<void> {
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'member'), eq(users.status, USER_ACTIVE)));
  for (const { id } of members) {
    await notifyMember(tx, {
      memberId: id,
      kind: 'meeting',
      subject: `Meeting: ${m.name}`,
      message: `${m.name} takes place on ${when(m)} (Lagos time) at ${m.address}. Say you will attend from your dashboard.`,
      at: now,
      eventId: m.id,
      key: `meeting:${m.id}:announced:${id}`,
    });
  }
}

/**
 * The members who said they will attend are told when a meeting's date, time or place changes: they
 * planned their day around it. A change of description alone tells no one.
 */
export async function tellAttendeesOfChange(
  tx: Db,
  before: MeetingItem,
  after: MeetingItem,
  now: Date,
): Promise<void> {
  if (before.starts_at === after.starts_at && before.address === after.address) return;
  const attendees = await tx
    .select({ userId: meetingAttendees.userId })
    .from(meetingAttendees)
    .where(and(eq(meetingAttendees.meetingId, after.id), eq(meetingAttendees.status, 1)));
  for (const { userId } of attendees) {
    await notifyMember(tx, {
      memberId: userId,
      kind: 'meeting',
      subject: `Meeting changed: ${after.name}`,
      message: `${after.name}, which you said you will attend, now takes place on ${when(after)} (Lagos time) at ${after.address}.`,
      at: now,
      eventId: after.id,
    });
  }
}
