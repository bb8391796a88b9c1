import { TERMINATED_BADGE } from '@trust/shared/contracts/dashboard';
import { USER_TERMINATED } from '@trust/shared/user-status';

export interface BadgeInput {
  loan_pop_etc_status: number;
  loan_status: number;
  pop_status: number;
  etc_status: number;
  u_tfp_pin_status: number;
  u_status: number;
  u_membertitle: string;
  planName: string | null;
}

/**
 * The dashboard status badge (part 2 section 4.2), or null for none. With nothing running (0): a
 * terminated account reads ACCOUNT TERMINATED; a basic plan shows nothing; a pin that is available (0)
 * or not available (2) shows the member title; otherwise TFP IN USE.
 */
export function statusBadge(d: BadgeInput): string | null {
  switch (d.loan_pop_etc_status) {
    case 1:
      if ([1, 2, 4, 5].includes(d.loan_status)) return 'LOAN IN PROCESS';
      if (d.loan_status === 3) return 'LOAN BORROWER';
      return null;
    case 2:
      if (d.pop_status === 1) return 'POP IN PROCESS';
      if (d.pop_status === 2) return 'POP IN USE';
      return null;
    case 3:
      if (d.etc_status === 1) return 'ETC IN PROCESS';
      if (d.etc_status === 2) return 'ETC IN USE';
      return null;
    default:
      if (d.u_status === USER_TERMINATED) return TERMINATED_BADGE;
      if (!d.planName || isBasic(d.planName)) return null;
      if (d.u_tfp_pin_status === 0 || d.u_tfp_pin_status === 2) return titleBadge(d.u_membertitle);
      return 'TFP IN USE';
  }
}

/** ORDINARY is the stored name of the BASIC plan. */
export const isBasic = (planName: string | null | undefined) =>
  !planName || planName.toUpperCase() === 'ORDINARY' || planName.toUpperCase() === 'BASIC';

/** The member title as the badge reads it: 'Qualified' -> 'QUALIFIED MEMBER'. */
export const titleBadge = (title: string) => `${titleOf(title)} MEMBER`;

/** 'Qualified member' / 'Qualified' -> 'QUALIFIED'. */
const titleOf = (title: string) =>
  title
    .replace(/\s*member$/i, '')
    .trim()
    .toUpperCase() || 'ORDINARY';

/** How the plan is named on the dashboard: ORDINARY is shown as 'Basic Trust Member'. */
export function planLabel(planName: string | null | undefined): string {
  if (!planName) return 'No plan yet';
  if (isBasic(planName)) return 'Basic Trust Member';
  const name = planName.charAt(0).toUpperCase() + planName.slice(1).toLowerCase();
  return `${name} Trust Member`;
}

/**
 * How the badge looks as a status (ui/statuses.ts): something being processed is "in process",
 * something running is "approved", a terminated account "locked"; a member title is no status and
 * keeps the plain brand badge (null).
 */
export function badgeStatus(badge: string): 'in process' | 'approved' | 'locked' | null {
  if (badge === TERMINATED_BADGE) return 'locked';
  if (badge.endsWith('IN PROCESS')) return 'in process';
  if (badge.endsWith('IN USE') || badge === 'LOAN BORROWER') return 'approved';
  return null;
}
