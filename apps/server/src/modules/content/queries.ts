import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  endorsements,
  faqs,
  howItWorksSteps,
  supportRequests,
  testimonials,
} from '../../db/schema/content.ts';

/** The landing page's content, each list in the order operators gave it. */
export const listHowItWorks = (db: Db) =>
  db.select().from(howItWorksSteps).orderBy(asc(howItWorksSteps.step));
export const listFaqs = (db: Db) => db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
export const listEndorsements = (db: Db) =>
  db.select().from(endorsements).orderBy(asc(endorsements.position), asc(endorsements.id));
export const listTestimonials = (db: Db) =>
  db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert) {
  const [saved] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return saved;
}

export async function insertSupportRequest(db: Db, row: typeof supportRequests.$inferInsert) {
  const [saved] = await db.insert(supportRequests).values(row).returning({ id: supportRequests.id });
  return saved;
}
