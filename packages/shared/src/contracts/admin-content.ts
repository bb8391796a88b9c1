import { z } from 'zod';
import { nairaToKobo } from '../money.ts';
import { amountTooLargeMessage, idField, MAX_AMOUNT_NAIRA, maxMessage } from './fields.ts';

/** The public site's content kinds an operator edits from the console's Content section. */
export const CONTENT_KINDS = ['faq', 'how-it-works', 'endorsements', 'testimonials', 'meetings'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const ADMIN_CONTENT_MESSAGES = {
  kind: 'Choose faq, how-it-works, endorsements, testimonials or meetings',
  notFound: 'This item does not exist (it may have been deleted)',
  planNotFound: 'Plan not found',
  position: 'The position must be a whole number from 0 to 1000',
  step: 'The step must be a whole number from 1 to 20',
  duplicate: 'Another item already says this; change it or edit the other one',
  videoUrl: 'Enter a youtube-nocookie.com embed link (https://www.youtube-nocookie.com/embed/…)',
  thumbnail: 'Enter an https link or a path on this site starting with /',
  startsAt: 'Enter the meeting’s date and time',
  meetingHasAttendees:
    'Members have said they will attend this meeting; change its date instead of deleting it',
  saved: 'Saved. The public site shows it now.',
  deleted: 'Deleted. The public site no longer shows it.',
} as const;

/** A required text: "Enter the question", at most max characters. */
const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, maxMessage(max));

const position = z.coerce
  .number({ error: ADMIN_CONTENT_MESSAGES.position })
  .int(ADMIN_CONTENT_MESSAGES.position)
  .min(0, ADMIN_CONTENT_MESSAGES.position)
  .max(1000, ADMIN_CONTENT_MESSAGES.position)
  .default(0);

export const adminFaqInputSchema = z.object({
  question: text('question', 300),
  answer: text('answer', 2000),
  position,
});

export const adminHowItWorksInputSchema = z.object({
  step: z.coerce
    .number({ error: ADMIN_CONTENT_MESSAGES.step })
    .int(ADMIN_CONTENT_MESSAGES.step)
    .min(1, ADMIN_CONTENT_MESSAGES.step)
    .max(20, ADMIN_CONTENT_MESSAGES.step),
  title: text('title', 60),
  description: text('description', 500),
});

export const adminEndorsementInputSchema = z.object({
  name: text('name', 100),
  business_name: text('business name', 100),
  // The page loads the thumbnail as an image: a path of this site or an https address only.
  thumbnail: text('thumbnail', 500).regex(/^(\/[\w./-]+|https:\/\/\S+)$/, ADMIN_CONTENT_MESSAGES.thumbnail),
  // The site's content security policy frames youtube-nocookie.com only.
  video_url: text('video link', 300).regex(
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(\?\S*)?$/,
    ADMIN_CONTENT_MESSAGES.videoUrl,
  ),
  position,
});

export const adminTestimonialInputSchema = z.object({
  name: text('name', 100),
  business: text('business', 100),
  location: text('location', 100),
  text: text('testimonial', 1000),
  position,
});

export const adminMeetingInputSchema = z.object({
  name: text('meeting name', 100),
  about: text('description', 1000),
  address: text('address', 300),
  /** An ISO date-time with its offset (the console sends Lagos time, +01:00). */
  starts_at: z.iso.datetime({ offset: true, error: ADMIN_CONTENT_MESSAGES.startsAt }),
});

/** The body of a create or update, by kind (checked by the server against the kind's schema). */
export const ADMIN_CONTENT_INPUTS = {
  faq: adminFaqInputSchema,
  'how-it-works': adminHowItWorksInputSchema,
  endorsements: adminEndorsementInputSchema,
  testimonials: adminTestimonialInputSchema,
  meetings: adminMeetingInputSchema,
} as const;

export const adminContentKindParamsSchema = z.object({
  kind: z.enum(CONTENT_KINDS, { error: ADMIN_CONTENT_MESSAGES.kind }),
});
export const adminContentItemParamsSchema = adminContentKindParamsSchema.extend({
  id: idField(ADMIN_CONTENT_MESSAGES.notFound),
});

/** One item as the console edits it: its id and the fields of its kind's input. */
export const adminContentItemSchema = z.object({ id: z.number() }).catchall(z.unknown());
export type AdminContentItem = { id: number } & Record<string, unknown>;

/** A meeting's attendee, for the operator who organises it. */
export const adminMeetingAttendeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  tfp: z.string().nullable(),
  answered_at: z.string(),
});
export type AdminMeetingAttendee = z.infer<typeof adminMeetingAttendeeSchema>;

/** A plan figure in naira: zero or more (BASIC has no weekly saving), at most 2 decimals. */
const figure = (label: string) =>
  z
    .number({ error: `Enter the ${label.toLowerCase()}` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_AMOUNT_NAIRA, amountTooLargeMessage(label))
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'Enter the amount in naira with at most 2 decimals',
    })
    .transform((n) => nairaToKobo(Number(n.toFixed(2))));

/**
 * PUT /admin/plans/:id: the plan's figures, in one place. The facts the site shows (weekly savings,
 * loan limit, fee, cover) are built from them; memberships already started keep their own terms.
 */
export const adminPlanFiguresSchema = z.object({
  membership_fee: figure('Membership fee'),
  weekly_saving: figure('Weekly saving'),
  loan_max: figure('Loan limit'),
  cover_limit: figure('ETC / POP limit'),
  referral_l1: figure('Level 1 referral earning'),
  referral_l2: figure('Level 2 referral earning'),
  referral_l3: figure('Level 3 referral earning'),
  active: z.boolean({ error: 'Say whether the plan is offered' }),
  /** The benefits that are not figures ("Free health talk"), in order. */
  benefits: z
    .array(z.object({ text: text('benefit', 60), value: text('benefit value', 200) }), {
      error: 'Send the benefits as a list',
    })
    .max(12, 'A plan has at most 12 benefits'),
});
export type AdminPlanFiguresInput = z.input<typeof adminPlanFiguresSchema>;

export const adminPlanParamsSchema = z.object({ id: idField(ADMIN_CONTENT_MESSAGES.planNotFound) });

export const adminPlanSchema = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  membership_fee: z.number(),
  weekly_saving: z.number(),
  loan_max: z.number(),
  cover_limit: z.number(),
  referral_l1: z.number(),
  referral_l2: z.number(),
  referral_l3: z.number(),
  active: z.boolean(),
  benefits: z.array(z.object({ text: z.string(), value: z.string() })),
  /** Members whose running memberships keep the terms they joined on. */
  members: z.number(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
