import { z } from 'zod';
import { EMAIL_RE, maxMessage, phoneField } from './fields.ts';

/** Texts of the public site's forms (contact form on /, Start Conversation on /chat-support). */
export const CONTENT_MESSAGES = {
  contactName: 'Enter your name',
  contactEmail: 'Enter email address',
  contactEmailInvalid: 'Enter valid email address',
  contactMessage: 'Enter your message',
  contactSent: 'Thank you for contacting us. We will reply by email within one working day.',
  supportName: 'Enter your name',
  supportNameLetters: 'Use letters only',
  supportEmail: 'Enter email address',
  supportEmailInvalid: 'Enter valid email address',
  supportRequested:
    'Your request has been received. A member of our support team will reply by email within one working day.',
} as const;

const requiredEmail = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(100, maxMessage(100))
    .regex(EMAIL_RE, invalid);

/** POST /ayecontactus (part 1 section 7): c_name, c_number, c_email, c_message. */
export const contactBodySchema = z.object({
  c_name: z
    .string({ error: CONTENT_MESSAGES.contactName })
    .trim()
    .min(1, CONTENT_MESSAGES.contactName)
    .max(50, maxMessage(50))
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Use letters and spaces only'),
  c_number: phoneField(),
  c_email: requiredEmail(CONTENT_MESSAGES.contactEmail, CONTENT_MESSAGES.contactEmailInvalid),
  c_message: z
    .string({ error: CONTENT_MESSAGES.contactMessage })
    .trim()
    .min(1, CONTENT_MESSAGES.contactMessage)
    .max(1000, maxMessage(1000)),
});
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactMessage = z.output<typeof contactBodySchema>;

/**
 * The Start Conversation form (part 2 section 5): name required, letters only, max 50; email
 * required and valid. POST /support-requests stores it so an agent can answer by email.
 */
export const supportRequestBodySchema = z.object({
  name: z
    .string({ error: CONTENT_MESSAGES.supportName })
    .trim()
    .min(1, CONTENT_MESSAGES.supportName)
    .max(50, maxMessage(50))
    .regex(/^[A-Za-z]+(?: [A-Za-z]+)*$/, CONTENT_MESSAGES.supportNameLetters),
  email: requiredEmail(CONTENT_MESSAGES.supportEmail, CONTENT_MESSAGES.supportEmailInvalid),
  /** The random 4-digit visitor id (1000 to 9999) the page shows the visitor. */
  visitor_id: z.coerce.number().int().min(1000).max(9999),
});
export type SupportRequestBody = z.input<typeof supportRequestBodySchema>;
export type SupportRequest = z.output<typeof supportRequestBodySchema>;

/** GET /ayehowitworks: the four steps (Register, Save, Earn, Cashout). */
export const howItWorksStepSchema = z.object({
  id: z.number(),
  hw_step: z.number(),
  hw_title: z.string(),
  hw_description: z.string(),
});
export type HowItWorksStep = z.output<typeof howItWorksStepSchema>;

/** GET /ayeendorsement (part 1 section 3). */
export const endorsementSchema = z.object({
  id: z.number(),
  es_thumbnail: z.string(),
  es_video_url: z.string(),
  es_name: z.string(),
  es_businessname: z.string(),
});
export type Endorsement = z.output<typeof endorsementSchema>;

/** GET /ayefaq (part 1 section 3). */
export const faqSchema = z.object({
  id: z.number(),
  fq_questions: z.string(),
  fq_answers: z.string(),
});
export type Faq = z.output<typeof faqSchema>;

/** GET /ayetestimonials: what members say, shown in the testimonials carousel. */
export const testimonialSchema = z.object({
  id: z.number(),
  ts_name: z.string(),
  ts_business: z.string(),
  ts_location: z.string(),
  ts_text: z.string(),
});
export type Testimonial = z.output<typeof testimonialSchema>;

/** POST /support-requests: the stored request's id. */
export const supportRequestSavedSchema = z.object({ id: z.number() });
