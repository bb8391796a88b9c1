import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A trust network meeting members can attend (part 2 section 3, meeting event), managed by operators. */
export const meetings = pgTable(
  'meetings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    about: text().notNull(),
    address: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('meetings_name_starts_key').on(t.name, t.startsAt),
    index('meetings_starts_idx').on(t.startsAt),
  ],
);

/** A member's answer to a meeting (status 1: will attend). One row per member and meeting. */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('meeting_attendees_meeting_user_key').on(t.meetingId, t.userId),
    index('meeting_attendees_user_idx').on(t.userId),
  ],
);
