import type { Db } from '../db/client.ts';
import { endorsements, faqs, howItWorksSteps, testimonials } from '../db/schema/content.ts';
import { ENDORSEMENTS, FAQS, HOW_IT_WORKS, TESTIMONIALS } from './content-text.ts';

/** The landing page's how-it-works steps (rows already there, by step, are left as they are). */
export async function seedHowItWorks(db: Db): Promise<void> {
  await db
    .insert(howItWorksSteps)
    .values(HOW_IT_WORKS.map((s) => ({ ...s })))
    .onConflictDoNothing();
}

export async function seedFaqs(db: Db): Promise<void> {
  await db
    .insert(faqs)
    .values(FAQS.map((f, i) => ({ ...f, position: i + 1 })))
    .onConflictDoNothing();
}

export async function seedEndorsements(db: Db): Promise<void> {
  await db
    .insert(endorsements)
    .values(ENDORSEMENTS.map((e, i) => ({ ...e, position: i + 1 })))
    .onConflictDoNothing();
}

export async function seedTestimonials(db: Db): Promise<void> {
  await db
    .insert(testimonials)
    .values(TESTIMONIALS.map((t, i) => ({ ...t, position: i + 1 })))
    .onConflictDoNothing();
}

/**
 * The landing page's content, all four kinds. At start each kind is added once per database (the
 * starters in starters.ts); this form is for tests that want the content on a fresh database.
 */
export async function seedContent(db: Db): Promise<void> {
  await seedHowItWorks(db);
  await seedFaqs(db);
  await seedEndorsements(db);
  await seedTestimonials(db);
}
