/**
 * The roles of the fund's operators. An admin may do everything and manages operators; the others
 * each run one part of the fund. A member's role is `member`.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'loans', 'support', 'content', 'expert'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const MEMBER_ROLE = 'member';

/** Whether a stored role is an operator's. */
export const isOperatorRole = (role: string): role is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(role);
