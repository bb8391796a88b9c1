import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  endorsements,
  etcCities,
  faqs,
  fundDetails,
  howItWorksSteps,
  meetings,
  popItems,
  seedRuns,
  testimonials,
} from '../db/schema/index.ts';
import { seedEndorsements, seedFaqs, seedHowItWorks, seedTestimonials } from './content.ts';
import { seedFundContact } from './fund-details.ts';
import { seedMeetings } from './meetings.ts';
import { seedEtcCities, seedPopItems } from './pop-etc.ts';

interface Starter {
  /** Its row in seed_runs once it has run. */
  name: string;
  /** The table it fills: a database that already has rows in it (an upgraded one) gets nothing. */
  table: PgTable;
  fill(db: Db, now: Date): Promise<void>;
}

/**
 * The public site's starting content, each kind added once per database and then the operators' to
 * edit (Content, ETC cities and POP items in the console). Once, not "when missing": a FAQ an
 * operator deleted or reworded, a testimonial removed, a city renamed must not come back at the next
 * start.
 */
const STARTERS: Starter[] = [
  { name: 'content.how-it-works', table: howItWorksSteps, fill: (db) => seedHowItWorks(db) },
  { name: 'content.faqs', table: faqs, fill: (db) => seedFaqs(db) },
  { name: 'content.endorsements', table: endorsements, fill: (db) => seedEndorsements(db) },
  { name: 'content.testimonials', table: testimonials, fill: (db) => seedTestimonials(db) },
  { name: 'meetings', table: meetings, fill: (db, now) => seedMeetings(db, now) },
  { name: 'etc-cities', table: etcCities, fill: (db) => seedEtcCities(db) },
  { name: 'pop-items', table: popItems, fill: (db) => seedPopItems(db) },
  { name: 'fund-details', table: fundDetails, fill: (db, now) => seedFundContact(db, now) },
];

/**
 * Runs each starter this database has not had: its seed_runs row is claimed first, in the same
 * transaction as the rows it adds, so two instances starting together add it once. A table that
 * already has rows (a database from release 1, seeded by it) is only marked.
 */
export async function seedStarters(db: Db, now: Date): Promise<string[]> {
  const ran: string[] = [];
  for (const starter of STARTERS) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: starter.name, ranAt: now })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return;
      const [rows] = await tx.select({ n: count() }).from(starter.table);
      if ((rows?.n ?? 0) > 0) return;
      await starter.fill(tx as unknown as Db, now);
      ran.push(starter.name);
    });
  }
  return ran;
}
