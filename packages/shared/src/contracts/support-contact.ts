import { z } from 'zod';
import { phoneField } from './fields.ts';

/** The texts of the support contact (shown beside every chat, edited in the console's Content). */
export const SUPPORT_CONTACT_MESSAGES = {
  hours: 'Enter the opening hours',
  replyTime: 'Enter when members can expect an answer',
  whatsapp: 'Enter the WhatsApp number',
  phone: 'Enter the phone number',
  saved: 'Support contact saved.',
} as const;

/**
 * How to reach the support team (GET /support-contact, public): the opening hours, when to expect an
 * answer to a message left while nobody is online, and a WhatsApp and a phone number in international
 * digits (234…), which the page turns into wa.me and tel: links. null: the operators have set none.
 */
export const supportContactSchema = z
  .object({
    hours: z.string(),
    reply_time: z.string(),
    whatsapp: z.string(),
    phone: z.string(),
  })
  .nullable();
export type SupportContact = z.output<typeof supportContactSchema>;

const line = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be ${max} characters or less`);

/** PUT /admin/support-contact: the content operator sets all four. */
export const supportContactBodySchema = z.object({
  hours: line(SUPPORT_CONTACT_MESSAGES.hours, 120),
  reply_time: line(SUPPORT_CONTACT_MESSAGES.replyTime, 120),
  whatsapp: phoneField(SUPPORT_CONTACT_MESSAGES.whatsapp),
  phone: phoneField(SUPPORT_CONTACT_MESSAGES.phone),
});
export type SupportContactBody = z.input<typeof supportContactBodySchema>;
