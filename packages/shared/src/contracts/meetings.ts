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
export interface MeetingEvent {
  ev_id: number;
  ev_name: string;
  ev_about: string;
  ev_address: string;
  event_date: string;
  event_time: string;
  attending: boolean;
}
