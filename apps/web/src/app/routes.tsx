import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { comingSoonPaths, paths } from '../config/paths.ts';
import { CONSOLE_SECTIONS, type ConsoleSection } from './console-shell/sections.ts';
import { RedirectMember, RequireMember, RequireOperator } from './guards.tsx';
import { RootLayout } from './root-layout.tsx';

/** Route-level code splitting: each screen is its own chunk, so / never downloads member screens. */
const page = (load: () => Promise<{ default: ComponentType }>, withMantineStyles = true) => {
  // Mantine's component CSS and zod's browser settings (lib/zod-config.ts) arrive with the screen:
  // the landing page needs neither, and zod alone would weigh more than the landing page's budget.
  const Page = lazy(
    withMantineStyles
      ? () =>
          Promise.all([import('../ui/mantine-styles.ts'), import('../lib/zod-config.ts'), load()]).then(
            ([, , m]) => m,
          )
      : load,
  );
  return (
    <Suspense
      fallback={
        <Center mih="50vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <Page />
    </Suspense>
  );
};
const member = (el: ReactNode) => <RequireMember>{el}</RequireMember>;
const redirectMember = (el: ReactNode) => <RedirectMember>{el}</RedirectMember>;
const comingSoon = () => import('../ui/coming-soon-page.tsx');
const operator = (el: ReactNode) => <RequireOperator>{el}</RequireOperator>;

/** A console section's page behind its role check, or its "not yet" page while it has none. */
const sectionPage = (section: ConsoleSection) =>
  page(async () => {
    const [{ SectionGate, default: NotYet }, own] = await Promise.all([
      import('./console-shell/section-page.tsx'),
      section.page?.(),
    ]);
    const Page = own?.default ?? NotYet;
    return {
      default: () => (
        <SectionGate section={section}>
          <Page />
        </SectionGate>
      ),
    };
  });

/**
 * The spec's route table (part 1 section 2, part 2 section 2.1), drawn by app/app-routes.tsx in the
 * browser and in the server render of the public pages (entry-server.tsx).
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
            path: paths.viewplans,
            element: redirectMember(page(() => import('../features/plans/pages/view-plans-page.tsx'))),
          },
          {
            path: paths.trustplans,
            element: page(() => import('../features/plans/pages/trust-plans-page.tsx')),
          },
          { path: '*', element: page(() => import('../features/not-found/not-found-page.tsx')) },
        ],
      },
      // the joining steps, inside the step header (the way home) and the slim footer
      {
        element: page(() => import('./step-layout.tsx'), false),
        children: [
          {
            path: paths.carddetails,
            element: page(() => import('../features/payments/pages/card-details-page.tsx')),
          },
          { path: paths.receipt, element: page(() => import('../features/payments/pages/receipt-page.tsx')) },
          { path: paths.otp, element: page(() => import('../features/payments/pages/otp-page.tsx')) },
          {
            path: paths.transfer,
            element: page(() => import('../features/payments/pages/transfer-page.tsx')),
          },
          {
            path: paths.trustpartner,
            element: page(() => import('../features/onboarding/pages/trust-partner-page.tsx')),
          },
          {
            path: paths.trustnetwork,
            element: page(() => import('../features/onboarding/pages/invite-friends-page.tsx')),
          },
          {
            path: paths.success,
            element: page(() => import('../features/onboarding/pages/success-page.tsx')),
          },
        ],
      },
      // the operators' console (operators only), inside the console frame
      {
        path: paths.admin,
        element: operator(
          page(() => import('./console-layout.tsx').then((m) => ({ default: m.ConsoleLayout }))),
        ),
        children: [
          { index: true, element: page(() => import('./console-shell/console-index.tsx')) },
          {
            path: paths.adminMember,
            element: sectionPage({
              ...(CONSOLE_SECTIONS[0] as ConsoleSection),
              page: () => import('../features/admin/pages/member-page.tsx'),
            }),
          },
          {
            path: paths.adminReport,
            element: sectionPage({
              ...(CONSOLE_SECTIONS.find((s) => s.id === 'reports') as ConsoleSection),
              page: () => import('../features/admin/pages/report-page.tsx'),
            }),
          },
          ...CONSOLE_SECTIONS.filter((s) => s.path !== paths.admin).map((s) => ({
            path: s.path,
            element: sectionPage(s),
          })),
        ],
      },
      // login required, inside the member shell
      {
        // The member shell is its own chunk too: the public pages never download it.
        element: member(page(() => import('./member-layout.tsx').then((m) => ({ default: m.MemberLayout })))),
        children: [
          {
            path: paths.dashboard,
            element: page(() => import('../features/dashboard/pages/dashboard-page.tsx')),
          },
          {
            path: paths.userdashboard,
            element: page(() => import('../features/dashboard/pages/dashboard-page.tsx')),
          },
          {
            path: paths.weeklycontribution,
            element: page(() => import('../features/contributions/pages/weekly-contribution-page.tsx')),
          },
          {
            path: paths.savemore,
            element: page(() => import('../features/contributions/pages/save-more-page.tsx')),
          },
          {
            path: paths.weeklyearnings,
            element: page(() => import('../features/earnings/pages/weekly-earnings-page.tsx')),
          },
          {
            path: paths.transactions,
            element: page(() => import('../features/transactions/pages/transactions-page.tsx')),
          },
          { path: paths.profile, element: page(() => import('../features/profile/pages/profile-page.tsx')) },
          {
            path: paths.changepassword,
            element: page(() => import('../features/auth/pages/change-password-page.tsx')),
          },
          {
            path: paths.trustwallet,
            element: page(() => import('../features/wallet/pages/trust-wallet-page.tsx')),
          },
          {
            path: paths.notifications,
            element: page(() => import('../features/notifications/pages/notifications-page.tsx')),
          },
          {
            path: paths.changecard,
            element: page(() => import('../features/card-change/pages/change-card-page.tsx')),
          },
          {
            path: paths.trustmembers,
            element: page(() => import('../features/trust-network/pages/trust-members-page.tsx')),
          },
          {
            path: paths.buildnetwork,
            element: page(() => import('../features/trust-network/pages/build-network-page.tsx')),
          },
          {
            path: paths.trustmarket,
            element: page(() => import('../features/trust-network/pages/trust-market-page.tsx')),
          },
          { path: paths.pop, element: page(() => import('../features/pop-etc/pages/pop-page.tsx')) },
          { path: paths.etc, element: page(() => import('../features/pop-etc/pages/etc-page.tsx')) },
          { path: paths.loan, element: page(() => import('../features/loans/pages/loan-page.tsx')) },
          {
            path: paths.addtrusters,
            element: page(() => import('../features/loans/pages/add-trusters-page.tsx')),
          },
          {
            path: paths.confirmloan,
            element: page(() => import('../features/loans/pages/confirm-loan-page.tsx')),
          },
          { path: paths.viewloan, element: page(() => import('../features/loans/pages/view-loan-page.tsx')) },
          // Customer care (/customercare, /userchat) and the experts (/chat): one chat screen.
          ...[paths.customercare, paths.userchat, paths.chat].map((path) => ({
            path,
            element: page(() => import('../features/chat/pages/member-chat-page.tsx')),
          })),
          ...comingSoonPaths.map((path) => ({ path, element: page(comingSoon) })),
        ],
      },
    ],
  },
];
