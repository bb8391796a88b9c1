import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one-time seeds this database has had: the public site's starting content (FAQs, how it works,
 * endorsements, testimonials, meetings, ETC cities, POP items), added once and then the operators'
 * to edit. A restart finds the seed's row and adds nothing, so a FAQ an operator deleted or renamed
 * never comes back (apps/server/src/seed/start.ts).
 */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  ranAt: timestamp({ withTimezone: true }).notNull(),
});
