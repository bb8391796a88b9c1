/**
 * Where a member's loan stands, read in the statements of every screen that shows it (the dashboard,
 * the trust wallet, the contributions figures, the loan checklist): the loan row and the ledger's debt
 * made into one phase (@trust/shared loan-phase.ts). A module of its own, below loans and the screens'
 * modules, so that each of them may read it.
 */
export { type MemberLoanRow, memberLoanJson, memberLoanOf } from './member-loan.ts';
