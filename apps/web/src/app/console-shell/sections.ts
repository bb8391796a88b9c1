import type { OperatorRole } from '@trust/shared';
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
    page: () => import('../../features/admin/pages/members-page.tsx'),
  },
  {
    id: 'transfers',
    label: 'Transfers',
    path: '/admin/transfers',
    roles: ['finance'],
    about: 'Members awaiting a bank transfer, confirmed by one operator and approved by another.',
  },
  {
    id: 'payouts',
    label: 'Payouts',
    path: '/admin/payouts',
    roles: ['finance'],
    about: 'Cash-outs and redemptions waiting to be sent to members’ banks.',
  },
  {
    id: 'loans',
    label: 'Loans',
    path: paths.adminLoans,
    roles: ['loans'],
    about: 'Loan applications by status, and the disbursals waiting for a second operator’s approval.',
    page: () => import('../../features/admin/pages/loans-page.tsx'),
  },
  {
    id: 'reports',
    label: 'Reports',
    path: '/admin/reports',
    roles: ['finance'],
    about: 'Balances, contributions, members and payouts, with a CSV download each.',
  },
  {
    id: 'content',
    label: 'Content',
    path: '/admin/content',
    roles: ['content'],
    about: 'Plans, FAQ, videos, testimonials and meetings shown on the public site.',
  },
  {
    id: 'inbox',
    label: 'Inbox',
    path: '/admin/inbox',
    roles: ['support'],
    about: 'Contact-form enquiries, support requests and job applications, answered by email.',
  },
  {
    id: 'audit',
    label: 'Audit log',
    path: '/admin/audit',
    roles: [],
    about: 'Every operator action: who, when, from where, and the values before and after.',
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
  return CONSOLE_SECTIONS.find((s) => s.path === path);
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
