import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The public site's content (part 1 section 2, landing page), editable by operators: the four
 * how-it-works steps, FAQs, endorsement videos and testimonials, each shown by `position`.
 */
export const howItWorksSteps = pgTable('how_it_works_steps', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  step: integer().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
});

export const faqs = pgTable('faqs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  question: text().notNull().unique(),
  answer: text().notNull(),
  position: integer().notNull(),
});

export const endorsements = pgTable('endorsements', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  businessName: text().notNull(),
  /** A path under the web app's public folder or an https URL. */
  thumbnail: text().notNull(),
  /** A youtube-nocookie.com embed URL; the page loads it only when the visitor clicks play. */
  videoUrl: text().notNull().unique(),
  position: integer().notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  business: text().notNull(),
  location: text().notNull(),
  text: text().notNull(),
  position: integer().notNull(),
});

/** Enquiries from the contact form (POST /ayecontactus); each is also mailed to the fund's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    /** new | in_progress | closed, set in the console's inbox. */
    status: text().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * A visitor's request to talk to the support team (Start Conversation, /chat-support). Until the
 * visitor chat opens, an agent answers by email; answeredAt is set by the operator console.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    visitorId: integer().notNull(),
    /** new | in_progress | closed, set in the console's inbox. */
    status: text().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

/**
 * An operator's reply by email to an inbox item (kind: enquiry | support | job, item_id: its row),
 * stored as sent so the console shows the thread.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    itemId: integer().notNull(),
    operatorUserId: integer()
      .notNull()
      .references(() => users.id),
    toEmail: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('inbox_replies_item_idx').on(t.kind, t.itemId, t.sentAt)],
);

/**
 * When the support team answers, set by the content operator and shown beside every chat: the
 * opening hours and when to expect an answer outside them. The WhatsApp and phone numbers shown with
 * them are the fund's own (fund_details), kept there only. One row (id 1); no row: the chat shows no
 * hours.
 */
export const supportContact = pgTable('support_contact', {
  id: integer().primaryKey(),
  hours: text().notNull(),
  replyTime: text().notNull(),
  updatedBy: integer().references(() => users.id),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Who runs the fund and how to reach it (the footer and Learn More, GET /api/fund-details): one row,
 * edited by operators in the console's Content section. An empty detail (null) is not shown.
 */
export const fundDetails = pgTable(
  'fund_details',
  {
    /** Always 1: the fund has one set of details. */
    id: integer().primaryKey().default(1),
    legalName: text(),
    registration: text(),
    regulator: text(),
    address: text(),
    email: text(),
    phone: text(),
    whatsapp: text(),
    /** A claim about returns; the public site shows none unless this is set. */
    returnsClaim: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('fund_details_one_row', sql`${t.id} = 1`)],
);
