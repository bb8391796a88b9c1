import type { OperatorRole } from '@trust/shared/operator-roles';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';

/**
 * One section of the operators' console: an entry in its menu and a page. A new queue (loans, POP,
 * ETC) joins the console by adding one entry here with its page (and its icon in section-icons.ts);
 * until a section has a page, its entry opens a page that says it is not in the console yet. No
 * icons here: the router reads this list, and the landing page should not download them.
 */
export interface ConsoleSection {
  id: string;
  label: string;
  path: string;
  /** The operator roles the section is for; an admin sees every section. */
  roles: readonly OperatorRole[];
  /** What the section is for, in one sentence (its "not yet" page says it). */
  about: string;
  page?: () => Promise<{ default: ComponentType }>;
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    id: 'members',
    label: 'Members',
    path: paths.admin,
    roles: ['support'],
    about: 'Find a member by name, email, phone or TFP, open their page, and unlock or terminate them.',
    page: () => import('../../features/admin/members/pages/members-page.tsx'),
  },
  {
    id: 'transfers',
    label: 'Transfers',
    path: '/admin/transfers',
    roles: ['finance'],
    about: 'Members awaiting a bank transfer, confirmed by one operator and approved by another.',
    page: () => import('../../features/admin/transfers/pages/transfers-page.tsx'),
  },
  {
    id: 'approvals',
    label: 'Approvals',
    path: '/admin/approvals',
    roles: ['finance', 'loans'],
    about: 'Money actions proposed by one operator, approved or rejected by another.',
    page: () => import('../../features/admin/approvals/pages/approvals-page.tsx'),
  },
  {
    id: 'payouts',
    label: 'Payouts',
    path: '/admin/payouts',
    roles: ['finance'],
    about: 'Cash-outs and redemptions waiting to be sent to members’ banks.',
    page: () => import('../../features/admin/payouts/pages/payouts-page.tsx'),
  },
  {
    id: 'bank-reviews',
    label: 'Bank reviews',
    path: '/admin/bank-reviews',
    roles: ['finance'],
    about:
      'Payout accounts whose name at the bank is not the member’s, approved or rejected before any payout.',
    page: () => import('../../features/admin/bank-reviews/pages/bank-reviews-page.tsx'),
  },
  {
    id: 'uncredited',
    label: 'Uncredited transfers',
    path: '/admin/uncredited-transfers',
    roles: ['finance'],
    about:
      'Transfers into members’ account numbers that could not be credited by themselves, credited to the right member with a second operator’s approval.',
    page: () => import('../../features/admin/uncredited-transfers/pages/uncredited-transfers-page.tsx'),
  },
  {
    id: 'refunds',
    label: 'Refunds',
    path: '/admin/refunds',
    roles: ['finance'],
    about: 'Refunds the payment provider could not finish, retried or closed with a note.',
    page: () => import('../../features/admin/refunds/pages/refunds-page.tsx'),
  },
  {
    id: 'settlement',
    label: 'Settlement',
    path: '/admin/settlement',
    roles: ['finance'],
    about:
      'The payment provider’s payouts to the fund’s bank, checked against our records, differences flagged.',
    page: () => import('../../features/admin/settlement/pages/settlement-page.tsx'),
  },
  {
    id: 'adjustments',
    label: 'Adjustments',
    path: '/admin/adjustments',
    roles: ['finance'],
    about:
      'Corrections of the ledger (a reversal, a fee refund, a payment moved, a write-off, a manual entry), each approved by another operator.',
    page: () => import('../../features/admin/adjustments/pages/adjustments-page.tsx'),
  },
  {
    id: 'loans',
    label: 'Loans',
    path: paths.adminLoans,
    roles: ['loans'],
    about: 'Loan applications by status, and the disbursals waiting for a second operator’s approval.',
    page: () => import('../../features/admin/loans/pages/loans-page.tsx'),
  },
  {
    id: 'pop-etc',
    label: 'POP & ETC',
    path: '/admin/popetc',
    roles: ['loans'],
    about: 'Members’ POP and ETC applications, disbursed when one operator proposes and another approves.',
    page: () => import('../../features/admin/pop-etc/pages/pop-etc-page.tsx'),
  },
  {
    id: 'reports',
    label: 'Reports',
    path: paths.adminReports,
    roles: ['finance'],
    about: 'Balances, contributions, members and payouts, with a CSV download each.',
    page: () => import('../../features/admin/reports/pages/reports-page.tsx'),
  },
  {
    id: 'content',
    label: 'Content',
    path: '/admin/content',
    roles: ['content'],
    about: 'Plans, FAQ, videos, testimonials and meetings shown on the public site.',
    page: () => import('../../features/admin/content/pages/content-page.tsx'),
  },
  {
    id: 'inbox',
    label: 'Inbox',
    path: '/admin/inbox',
    roles: ['support'],
    about: 'Contact-form enquiries, support requests and job applications, answered by email.',
    page: () => import('../../features/admin/inbox/pages/inbox-page.tsx'),
  },
  {
    id: 'dead-mail',
    label: 'Dead mail',
    path: '/admin/dead-mail',
    roles: ['support'],
    about: 'Emails that could not be delivered after every try, sent again with Retry.',
    page: () => import('../../features/admin/dead-mail/pages/dead-mail-page.tsx'),
  },
  {
    id: 'messages',
    label: 'Messages',
    path: '/admin/messages',
    roles: ['support'],
    about: 'Write once to all members or a segment, in the app, by email and push, now or at a set time.',
    page: () => import('../../features/admin/messages/pages/messages-page.tsx'),
  },
  {
    id: 'chat',
    label: 'Chat',
    path: '/admin/chat',
    // Support operators are the fund's customer-care agents.
    roles: ['expert', 'support'],
    about: 'Members’ and visitors’ conversations with customer care and the experts, answered live.',
    page: () => import('../../features/chat/pages/expert-console-page.tsx'),
  },
  {
    id: 'staff',
    label: 'Staff',
    path: '/admin/staff',
    roles: [],
    about: 'The fund’s operators and experts: invite, change a role, disable, reset two-step sign-in.',
    page: () => import('../../features/admin/staff/pages/staff-page.tsx'),
  },
  {
    id: 'audit',
    label: 'Audit log',
    path: paths.adminAudit,
    roles: [],
    about: 'Every operator action: who, when, from where, and the values before and after.',
    page: () => import('../../features/admin/audit/pages/audit-page.tsx'),
  },
  {
    id: 'security',
    label: 'Two-step sign-in',
    path: paths.adminSecurity,
    // Every operator sets up their own second factor.
    roles: ['finance', 'loans', 'support', 'content', 'expert'],
    about: 'Your own sign-in: a code from an authenticator app after your password.',
    page: () => import('../../features/admin/totp/pages/security-page.tsx'),
  },
];

/** The sections an operator of this role sees, in menu order. */
export function sectionsFor(role: string | null | undefined): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter(
    (s) => role === 'admin' || (s.roles as readonly string[]).includes(role ?? ''),
  );
}

/** The section a path belongs to: the longest section path it starts with. */
export function sectionOf(pathname: string): ConsoleSection | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  // A member's page belongs to Members.
  if (path.startsWith(`${paths.admin}/members/`)) return CONSOLE_SECTIONS[0];
  // A report's page belongs to Reports.
  if (path.startsWith(`${paths.adminReports}/`)) return CONSOLE_SECTIONS.find((s) => s.id === 'reports');
  return CONSOLE_SECTIONS.find((s) => s.path === path);
}

/**
 * The <title> of a console page: its section's name ("Payouts | Console"), a member's or a report's
 * page named as such; undefined outside the console.
 */
export function consoleTitle(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== paths.admin && !path.startsWith(`${paths.admin}/`)) return undefined;
  if (path.startsWith(`${paths.admin}/members/`)) return 'Member | Console';
  if (path.startsWith(`${paths.adminReports}/`)) return 'Report | Console';
  const section = sectionOf(path);
  return section ? `${section.label} | Console` : undefined;
}

/** How a role is named in the header. */
export const ROLE_LABELS: Record<string, string> = {
  admin: 'Admin',
  finance: 'Finance',
  loans: 'Loans',
  support: 'Support',
  content: 'Content',
  expert: 'Expert',
};
