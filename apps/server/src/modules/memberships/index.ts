/**
 * Memberships: which membership is the member's current one, and its plan. Every module that needs the
 * member's plan (Save More, loan eligibility, card change, statements, the console's member page, the
 * dashboard's and the contributions screen's prepared reads) reads it here, so a read model such as the
 * dashboard is never a dependency of another module.
 */
export { findMemberPlan, isCurrentMembership } from './current.ts';
