import { z } from 'zod';

/** The texts of the support contact (shown beside every chat, edited in the console's Content). */
export const SUPPORT_CONTACT_MESSAGES = {
  hours: 'Enter the opening hours',
  replyTime: 'Enter when members can expect an answer',
  saved: 'Support contact saved.',
} as const;

/**
 * How to reach the support team (GET /support-contact, public): the opening hours, when to expect an
 * answer to a message left while nobody is online, and a WhatsApp and a phone number in international
 * digits (234…), which the page turns into wa.me and tel: links. The numbers are the fund's own (its
 * details, GET /fund-details), kept in one place: null while none is set there. The answer is null
 * while the operators have set no hours.
 */
export const supportContactSchema = z
  .object({
    hours: z.string(),
    reply_time: z.string(),
    whatsapp: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .nullable();
export type SupportContact = z.output<typeof supportContactSchema>;

const line = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Must be ${max} characters or less`);

/**
 * PUT /admin/support-contact: the content operator sets the hours and the answer time. The WhatsApp
 * and phone numbers are set with the fund's details (PUT /admin/fund-details).
 */
export const supportContactBodySchema = z.object({
  hours: line(SUPPORT_CONTACT_MESSAGES.hours, 120),
  reply_time: line(SUPPORT_CONTACT_MESSAGES.replyTime, 120),
});
export type SupportContactBody = z.input<typeof supportContactBodySchema>;
