import { z } from 'zod';

/** A notification as the API shows it (spec part 2 section 3). */
export const notificationViewSchema = z.object({
  notification_id: z.number(),
  /** MM/DD/YYYY. */
  date: z.string(),
  /** ISO time. */
  created_at: z.string(),
  subject: z.string(),
  message: z.string(),
  /** '1' read, '0' unread. */
  notification_status: z.enum(['0', '1']),
  /** The kind: aye_noty_trust_request, missed_contribution, … */
  key: z.string(),
  byuserid: z.number().nullable(),
  touserid: z.number(),
  loanid: z.number().nullable(),
  eventid: z.number().nullable(),
});
export type NotificationView = z.output<typeof notificationViewSchema>;

/** GET /usenotificationlist: the member's notifications and how many are unread. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationViewSchema),
  notification_count: z.number(),
});

/** POST /notificationread: the unread count after marking one read. */
export const notificationCountSchema = z.object({ notification_count: z.number() });
