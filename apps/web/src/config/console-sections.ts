import type { OperatorRole } from '@trust/shared/operator-roles';
import { paths } from './paths.ts';

/**
 * One section of the operators' console: an entry in its menu, who may open it and where. A new queue
 * joins the console by adding one entry here (a comment says what it is for), its page in
 * app/console-shell/section-pages.ts and its icon in section-icons.ts. Here in config, with no pages
 * and no icons, so that signing in (features/auth) can send an operator straight to their first
 * section, and the landing page downloads none of them.
 */
export interface ConsoleSection {
  id: string;
  label: string;
  path: string;
  /** The operator roles the section is for; an admin sees every section. */
  roles: readonly OperatorRole[];
}

export const CONSOLE_SECTIONS = [
  {
    // Find a member by name, email, phone or TFP, open their page, and unlock or terminate them.
    id: 'members',
    label: 'Members',
    path: paths.admin,
    roles: ['support'],
  },
  {
    // Members awaiting a bank transfer, confirmed by one operator and approved by another.
    id: 'transfers',
    label: 'Transfers',
    path: '/admin/transfers',
    roles: ['finance'],
  },
  {
    // Money actions proposed by one operator, approved or rejected by another.
    id: 'approvals',
    label: 'Approvals',
    path: '/admin/approvals',
    roles: ['finance', 'loans'],
  },
  {
    // Cash-outs and redemptions waiting to be sent to members’ banks.
    id: 'payouts',
    label: 'Payouts',
    path: '/admin/payouts',
    roles: ['finance'],
  },
  {
    // Payout accounts whose name at the bank is not the member’s, approved or rejected before any payout.
    id: 'bank-reviews',
    label: 'Bank reviews',
    path: '/admin/bank-reviews',
    roles: ['finance'],
  },
  {
    // Transfers into members’ account numbers that could not be credited by themselves, credited to the
    // right member with a second operator’s approval.
    id: 'uncredited',
    label: 'Uncredited transfers',
    path: '/admin/uncredited-transfers',
    roles: ['finance'],
  },
  {
    // Refunds the payment provider could not finish, retried or closed with a note.
    id: 'refunds',
    label: 'Refunds',
    path: '/admin/refunds',
    roles: ['finance'],
  },
  {
    // The payment provider’s payouts to the fund’s bank, checked against our records, differences flagged.
    id: 'settlement',
    label: 'Settlement',
    path: '/admin/settlement',
    roles: ['finance'],
  },
  {
    // Corrections of the ledger (a reversal, a fee refund, a payment moved, a write-off, a manual entry),
    // each approved by another operator.
    id: 'adjustments',
    label: 'Adjustments',
    path: '/admin/adjustments',
    roles: ['finance'],
  },
  {
    // Loan applications by status, and the disbursals waiting for a second operator’s approval.
    id: 'loans',
    label: 'Loans',
    path: paths.adminLoans,
    roles: ['loans'],
  },
  {
    // Members’ POP and ETC applications, disbursed when one operator proposes and another approves.
    id: 'pop-etc',
    label: 'POP & ETC',
    path: '/admin/popetc',
    roles: ['loans'],
  },
  {
    // Balances, contributions, members and payouts, with a CSV download each.
    id: 'reports',
    label: 'Reports',
    path: paths.adminReports,
    roles: ['finance'],
  },
  {
    // Plans, FAQ, videos, testimonials and meetings shown on the public site.
    id: 'content',
    label: 'Content',
    path: '/admin/content',
    roles: ['content'],
  },
  {
    // Contact-form enquiries, support requests and job applications, answered by email.
    id: 'inbox',
    label: 'Inbox',
    path: '/admin/inbox',
    roles: ['support'],
  },
  {
    // Emails that could not be delivered after every try, sent again with Retry.
    id: 'dead-mail',
    label: 'Dead mail',
    path: '/admin/dead-mail',
    roles: ['support'],
  },
  {
    // Write once to all members or a segment, in the app, by email and push, now or at a set time.
    id: 'messages',
    label: 'Messages',
    path: '/admin/messages',
    roles: ['support'],
  },
  {
    // Members’ and visitors’ conversations with customer care and the experts, answered live.
    id: 'chat',
    label: 'Chat',
    path: '/admin/chat',
    // Support operators are the fund's customer-care agents.
    roles: ['expert', 'support'],
  },
  {
    // The fund’s operators and experts: invite, change a role, disable, reset two-step sign-in.
    id: 'staff',
    label: 'Staff',
    path: '/admin/staff',
    roles: [],
  },
  {
    // Every operator action: who, when, from where, and the values before and after.
    id: 'audit',
    label: 'Audit log',
    path: paths.adminAudit,
    roles: [],
  },
  {
    // Your own sign-in: a code from an authenticator app after your password.
    id: 'security',
    label: 'Two-step sign-in',
    path: paths.adminSecurity,
    // Every operator sets up their own second factor.
    roles: ['finance', 'loans', 'support', 'content', 'expert'],
  },
] as const satisfies readonly ConsoleSection[];

/** A section's id, as the menu, the pages and the tests name it. */
export type ConsoleSectionId = (typeof CONSOLE_SECTIONS)[number]['id'];

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

/**
 * Where an operator's console opens: the Members page when their role has it (it is /admin itself),
 * otherwise their role's first section. Signing in goes there directly: /admin sending the operator
 * on would undo a tap on the console's menu made before it had.
 */
export function consoleHome(role: string | null | undefined): string {
  const sections = sectionsFor(role);
  if (sections.some((s) => s.id === 'members')) return paths.admin;
  return sections[0]?.path ?? paths.admin;
}
