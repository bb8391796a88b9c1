import type { ComponentType } from 'react';
import type { ConsoleSectionId } from '../../config/console-sections.ts';

/**
 * The page of each console section (config/console-sections.ts), fetched when the section is first
 * opened.
 */
export const SECTION_PAGES: Record<ConsoleSectionId, () => Promise<{ default: ComponentType }>> = {
  members: () => import('../../features/admin/members/pages/members-page.tsx'),
  transfers: () => import('../../features/admin/transfers/pages/transfers-page.tsx'),
  approvals: () => import('../../features/admin/approvals/pages/approvals-page.tsx'),
  payouts: () => import('../../features/admin/payouts/pages/payouts-page.tsx'),
  'bank-reviews': () => import('../../features/admin/bank-reviews/pages/bank-reviews-page.tsx'),
  uncredited: () => import('../../features/admin/uncredited-transfers/pages/uncredited-transfers-page.tsx'),
  refunds: () => import('../../features/admin/refunds/pages/refunds-page.tsx'),
  settlement: () => import('../../features/admin/settlement/pages/settlement-page.tsx'),
  adjustments: () => import('../../features/admin/adjustments/pages/adjustments-page.tsx'),
  loans: () => import('../../features/admin/loans/pages/loans-page.tsx'),
  'pop-etc': () => import('../../features/admin/pop-etc/pages/pop-etc-page.tsx'),
  reports: () => import('../../features/admin/reports/pages/reports-page.tsx'),
  content: () => import('../../features/admin/content/pages/content-page.tsx'),
  inbox: () => import('../../features/admin/inbox/pages/inbox-page.tsx'),
  'dead-mail': () => import('../../features/admin/dead-mail/pages/dead-mail-page.tsx'),
  messages: () => import('../../features/admin/messages/pages/messages-page.tsx'),
  chat: () => import('../../features/chat/pages/expert-console-page.tsx'),
  staff: () => import('../../features/admin/staff/pages/staff-page.tsx'),
  audit: () => import('../../features/admin/audit/pages/audit-page.tsx'),
  security: () => import('../../features/admin/totp/pages/security-page.tsx'),
};
