import { z } from 'zod';
import { idField } from './fields.ts';

/** The console's dead mail: emails the outbox gave up on after its last try. */
export const DEAD_MAIL_MESSAGES = {
  notFound: 'Email not found',
  notDead: 'This email is no longer dead.',
  retried: 'Email queued to be sent again',
} as const;

export const deadMailSchema = z.object({
  id: z.number(),
  /** Masked: the first letter and the domain (a***@example.com). */
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type DeadMail = z.infer<typeof deadMailSchema>;

export const deadMailListSchema = z.object({ count: z.number(), mails: z.array(deadMailSchema) });
export const deadMailCountSchema = z.object({ count: z.number() });
export const deadMailParamsSchema = z.object({ id: idField(DEAD_MAIL_MESSAGES.notFound) });
