import { z } from 'zod';
import { idField } from './fields.ts';

/** POST /tnmmeetingjoin: event_status 1 means "I will attend". */
export const meetingJoinBodySchema = z.object({
  event_id: idField('Choose a meeting'),
  event_status: z.coerce
    .number()
    .int()
    .pipe(z.literal(1, { error: 'event_status must be 1' })),
});

export const MEETING_MESSAGES = {
  joined: 'You will attend this meeting. We look forward to seeing you.',
  alreadyJoined: 'You are already attending this meeting',
  notFound: 'This meeting does not exist or has already held',
} as const;

/** GET /tnmmeetinglist rows (part 2 section 3, meeting event). attending is this member's answer. */
export const meetingEventSchema = z.object({
  ev_id: z.number(),
  ev_name: z.string(),
  ev_about: z.string(),
  ev_address: z.string(),
  /** MM/DD/YYYY and HH:MM, Lagos time. */
  event_date: z.string(),
  event_time: z.string(),
  attending: z.boolean(),
});
export type MeetingEvent = z.output<typeof meetingEventSchema>;

/** POST /tnmmeetingjoin: the meeting and the member's answer (1: will attend). */
export const meetingJoinedSchema = z.object({ event_id: z.number(), event_status: z.number() });
export type MeetingJoined = z.output<typeof meetingJoinedSchema>;
