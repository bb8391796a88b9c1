/** What the dashboard module offers the rest of the server; everything else in it is its own. */
export { findMemberPlan } from './queries.ts';
