import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { page, redirectMember } from './route-elements.tsx';

/**
 * The spec's route table (part 1 section 2, part 2 section 2.1), drawn by app/app-routes.tsx in the
 * browser and in the server render of the public pages (entry-server.tsx). The public pages are listed
 * here; every other address (the joining steps, the console, the member area and the not-found page)
 * is in app/area-routes.tsx, a chunk the public pages never download.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // public: the landing page carries its own header (with the section anchors)
      { path: paths.home, element: page(() => import('../features/content/pages/landing-page.tsx'), false) },
      { path: paths.login, element: page(() => import('../features/auth/pages/login-page.tsx')) },
      // public, but a member goes to /dashboard
      {
        path: paths.register,
        element: redirectMember(page(() => import('../features/auth/pages/register-page.tsx'))),
      },
      {
        path: paths.forgot,
        element: redirectMember(page(() => import('../features/auth/pages/forgot-page.tsx'))),
      },
      {
        path: paths.reset,
        element: redirectMember(page(() => import('../features/auth/pages/reset-page.tsx'))),
      },
      {
        path: paths.invitation,
        element: page(() => import('../features/auth/pages/invitation-page.tsx')),
      },
      {
        path: paths.loans,
        element: redirectMember(page(() => import('../features/loans/loans-redirect-page.tsx'))),
      },
      // public pages inside the public header and footer
      {
        element: page(() => import('./public-layout.tsx'), false),
        children: [
          { path: paths.terms, element: page(() => import('../features/content/pages/terms-page.tsx')) },
          { path: paths.privacy, element: page(() => import('../features/content/pages/privacy-page.tsx')) },
          {
            path: paths.learnMore,
            element: page(() => import('../features/content/pages/learn-more-page.tsx')),
          },
          { path: paths.jobs, element: page(() => import('../features/jobs/pages/jobs-page.tsx')) },
          {
            path: paths.chatSupport,
            element: page(() => import('../features/chat/pages/start-conversation-page.tsx')),
          },
          { path: paths.support, element: page(() => import('../features/chat/pages/support-page.tsx')) },
          {
            path: paths.emailUnsubscribe,
            element: page(() => import('../features/notifications/pages/email-unsubscribe-page.tsx')),
          },
          {
            path: paths.viewplans,
            element: redirectMember(page(() => import('../features/plans/pages/view-plans-page.tsx'))),
          },
          {
            path: paths.trustplans,
            element: page(() => import('../features/plans/pages/trust-plans-page.tsx')),
          },
        ],
      },
      // everything else: its table arrives with the first such address
      { path: '*', element: page(() => import('./area-routes.tsx'), false) },
    ],
  },
];
