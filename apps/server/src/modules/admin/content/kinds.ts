import type { AdminContentItem, ContentKind } from '@trust/shared';
import { asc, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { endorsements, faqs, howItWorksSteps, meetings, testimonials } from '../../../db/schema/index.ts';

/**
 * How each content kind maps between the console's fields (snake_case, as its form sends them) and
 * its table's columns. One entry per kind keeps the create, update, delete and audit code shared.
 */
export interface KindMap {
  table: PgTable & { id: unknown };
  /** The audit action's prefix: content.faq.update, … */
  name: string;
  order: () => SQL[];
  toItem: (row: Record<string, unknown>) => AdminContentItem;
  toRow: (input: Record<string, unknown>, now: Date) => Record<string, unknown>;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d);

export const KINDS: Record<ContentKind, KindMap> = {
  faq: {
    table: faqs,
    name: 'faq',
    order: () => [asc(faqs.position), asc(faqs.id)],
    toItem: (r) => ({ id: Number(r.id), question: r.question, answer: r.answer, position: r.position }),
    toRow: (i) => ({ question: i.question, answer: i.answer, position: i.position }),
  },
  'how-it-works': {
    table: howItWorksSteps,
    name: 'how_it_works',
    order: () => [asc(howItWorksSteps.step)],
    toItem: (r) => ({ id: Number(r.id), step: r.step, title: r.title, description: r.description }),
    toRow: (i) => ({ step: i.step, title: i.title, description: i.description }),
  },
  endorsements: {
    table: endorsements,
    name: 'endorsement',
    order: () => [asc(endorsements.position), asc(endorsements.id)],
    toItem: (r) => ({
      id: Number(r.id),
      name: r.name,
      business_name: r.businessName,
      thumbnail: r.thumbnail,
      video_url: r.videoUrl,
      position: r.position,
    }),
    toRow: (i) => ({
      name: i.name,
      businessName: i.business_name,
      thumbnail: i.thumbnail,
      videoUrl: i.video_url,
      position: i.position,
    }),
  },
  testimonials: {
    table: testimonials,
    name: 'testimonial',
    order: () => [asc(testimonials.position), asc(testimonials.id)],
    toItem: (r) => ({
      id: Number(r.id),
      name: r.name,
      business: r.business,
      location: r.location,
      text: r.text,
      position: r.position,
    }),
    toRow: (i) => ({
      name: i.name,
      business: i.business,
      location: i.location,
      text: i.text,
      position: i.position,
    }),
  },
  meetings: {
    table: meetings,
    name: 'meeting',
    order: () => [asc(meetings.startsAt)],
    toItem: (r) => ({
      id: Number(r.id),
      name: r.name,
      about: r.about,
      address: r.address,
      starts_at: iso(r.startsAt),
    }),
    toRow: (i, now) => ({
      name: i.name,
      about: i.about,
      address: i.address,
      startsAt: new Date(String(i.starts_at)),
      createdAt: now,
    }),
  },
};
