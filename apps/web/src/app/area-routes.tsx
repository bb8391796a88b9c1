import type { ComponentType, ReactNode } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { CONSOLE_SECTIONS, type ConsoleSection } from '../config/console-sections.ts';
import { comingSoonPaths, paths } from '../config/paths.ts';
import { DashboardSkeleton } from '../features/dashboard/components/dashboard-skeleton.tsx';
import { SECTION_PAGES } from './console-shell/section-pages.ts';
import { prefetchDashboard } from './dashboard-prefetch.ts';
import { RequireMember, RequireOperator } from './guards.tsx';
import { page } from './route-elements.tsx';

const member = (el: ReactNode) => <RequireMember>{el}</RequireMember>;

const dashboardPage = () => import('../features/dashboard/pages/dashboard-page.tsx');
const dashboard = page(dashboardPage, true, <DashboardSkeleton />);

/** The member shell; on the dashboard, with the screen's code and the member's figures beside it. */
const memberLayout = () => {
  prefetchDashboard();
  return import('./member-layout.tsx').then((m) => ({ default: m.MemberLayout }));
};
const comingSoon = () => import('../ui/coming-soon-page.tsx');
const reports = CONSOLE_SECTIONS.find((s) => s.id === 'reports') as ConsoleSection;
const operator = (el: ReactNode) => <RequireOperator>{el}</RequireOperator>;

/** A console section's page (its own, or `load` for a page under it) behind its role check. */
const sectionPage = (section: ConsoleSection, load: () => Promise<{ default: ComponentType }>) =>
  page(async () => {
    const [{ SectionGate }, { default: Page }] = await Promise.all([
      import('./console-shell/section-page.tsx'),
      load(),
    ]);
    return {
      default: () => (
        <SectionGate section={section}>
          <Page />
        </SectionGate>
      ),
    };
  });

/**
 * The rest of the spec's route table (app/routes.tsx holds the public pages): the joining steps, the
 * operators' console, the member area and the not-found page. Absolute paths: this table is drawn under
 * the root's catch-all, whose base is /.
 */
const areaRoutes: RouteObject[] = [
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
    element: operator(page(() => import('./console-layout.tsx').then((m) => ({ default: m.ConsoleLayout })))),
    children: [
      { index: true, element: page(() => import('./console-shell/console-index.tsx')) },
      {
        path: paths.adminMember,
        element: sectionPage(
          CONSOLE_SECTIONS[0],
          () => import('../features/admin/members/pages/member-page.tsx'),
        ),
      },
      {
        path: paths.adminReport,
        element: sectionPage(reports, () => import('../features/admin/reports/pages/report-page.tsx')),
      },
      ...CONSOLE_SECTIONS.filter((s) => s.path !== paths.admin).map((s) => ({
        path: s.path,
        element: sectionPage(s, SECTION_PAGES[s.id]),
      })),
    ],
  },
  // login required, inside the member shell
  {
    // The member shell is its own chunk too: the public pages never download it.
    element: member(page(memberLayout)),
    children: [
      { path: paths.dashboard, element: dashboard },
      { path: paths.userdashboard, element: dashboard },
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
  // any other address: not found, inside the public header and footer
  {
    element: page(() => import('./public-layout.tsx'), false),
    children: [{ path: '*', element: page(() => import('../features/not-found/not-found-page.tsx')) }],
  },
];

/** The titles of the console's pages, for the root layout (which names every page) to read with this table. */
export { consoleTitle } from '../config/console-sections.ts';

export default function AreaRoutes() {
  return useRoutes(areaRoutes);
}
