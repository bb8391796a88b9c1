import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Applications from the public job form (/jobs, part 2 section 2.18), read by operators in the
 * console. status: new | in_progress | closed, set in the console's inbox.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    surName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    gender: text().notNull(),
    /** Date of birth as an ISO calendar date (YYYY-MM-DD). */
    dob: text().notNull(),
    /** Representative | Manager */
    role: text().notNull(),
    qualification: text().notNull(),
    state: text().notNull(),
    lga: text().notNull(),
    address: text().notNull(),
    /** A shareable link to the resume on an external file host. */
    resumeUrl: text().notNull(),
    status: text().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_applications_created_idx').on(t.createdAt),
    index('job_applications_email_idx').on(t.email),
  ],
);
