import type { PageQuery } from './prerendered-pages.ts';

/**
 * The query keys of the content a prerendered page reads (api/plans.ts, api/fund-details.ts, features/content/api/{how-it-works,endorsements,faqs,testimonials}.ts):
 * the server fills them from the database and the browser hydrates from the same cache.
 */
export const pageQueryKey: Record<PageQuery, readonly unknown[]> = {
  howItWorks: ['content', '/ayehowitworks'],
  endorsements: ['content', '/ayeendorsement'],
  faqs: ['content', '/ayefaq'],
  testimonials: ['content', '/ayetestimonials'],
  plans: ['plans'],
  fundDetails: ['content', '/fund-details'],
};
