/**
 * Referral earnings: when a member starts a paid plan, up to three levels of the members who brought
 * them in earn. Joining and the plan change (an upgrade from BASIC) both start paid plans, so the rule
 * lives here, beside neither.
 */
export { referralAmounts } from './amounts.ts';
export { postReferralEarnings } from './post-earnings.ts';
