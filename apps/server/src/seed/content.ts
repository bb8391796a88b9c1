import type { Db } from '../db/client.ts';
import { endorsements, faqs, howItWorksSteps, testimonials } from '../db/schema/content.ts';
import { ENDORSEMENTS, FAQS, HOW_IT_WORKS, TESTIMONIALS } from './content-text.ts';

/**
 * Seeds the landing page's content on a fresh database. Idempotent: rows that already exist (by
 * their unique key) are left as operators edited them.
 */
export async function seedContent(db: Db): Promise<void> {
  await db
    .insert(howItWorksSteps)
    .values(HOW_IT_WORKS.map((s) => ({ ...s })))
    .onConflictDoNothing();
  await db
    .insert(faqs)
    .values(FAQS.map((f, i) => ({ ...f, position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(endorsements)
    .values(ENDORSEMENTS.map((e, i) => ({ ...e, position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(testimonials)
    .values(TESTIMONIALS.map((t, i) => ({ ...t, position: i + 1 })))
    .onConflictDoNothing();
}
