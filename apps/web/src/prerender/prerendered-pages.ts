import { paths } from '../config/paths.ts';

/** What a prerendered page shows from the server: the queries its sections read. */
export type PageQuery = 'howItWorks' | 'endorsements' | 'faqs' | 'testimonials' | 'plans' | 'fundDetails';

interface PrerenderedPage {
  path: string;
  /**
   * The route modules the page is drawn from: their CSS (and JS) are linked from its HTML. A module in
   * one of the build's chunk groups (vite.config.ts) is named by the group.
   */
  modules: string[];
  queries: PageQuery[];
}

// The public frame and the mantine chunk group (Mantine's scope and its component CSS), for the pages
// inside the public header and footer.
const inFrame = ['src/app/public-layout.tsx', 'mantine'];

/**
 * The public pages sent as finished HTML (issue 15): a visitor on a slow phone reads them before
 * any JavaScript arrives, then the app hydrates them. Every other route stays a client render.
 */
export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: paths.home,
    modules: ['src/features/content/pages/landing-page.tsx'],
    queries: ['howItWorks', 'plans', 'endorsements', 'faqs', 'testimonials', 'fundDetails'],
  },
  {
    path: paths.learnMore,
    modules: [...inFrame, 'src/features/content/pages/learn-more-page.tsx'],
    queries: ['fundDetails'],
  },
  {
    path: paths.viewplans,
    modules: [...inFrame, 'src/features/plans/pages/view-plans-page.tsx'],
    queries: ['plans', 'fundDetails'],
  },
  {
    path: paths.terms,
    modules: [...inFrame, 'src/features/content/pages/terms-page.tsx'],
    queries: ['fundDetails'],
  },
  {
    path: paths.privacy,
    modules: [...inFrame, 'src/features/content/pages/privacy-page.tsx'],
    queries: ['fundDetails'],
  },
];
