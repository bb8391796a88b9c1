/**
 * The spec's exact texts, one constant each, shared by the API and the web forms so a message shown
 * under a field is the message the server would answer. Group by the spec section they come from.
 */

/** Session invalid (part 1 section 8): the web app clears its session and goes to /login. */
export const SESSION_INVALID = '100';

export const OFFLINE_BAR = 'You are Offline! Check Your Internet Connection';
export const PAGE_NOT_FOUND = "WE'RE SORRY, PAGE NOT FOUND";

/** Cash-out (part 2 sections 4.5 and 8). */
export const CASHOUT_NOT_NOW = "you can't cashout now";
export const CASHOUT_BELOW_FEE =
  'The system is unable to renew your membership and could not submit your cashout request as your total contributions is less than your plan membership fee. Please contact support for more details.';
/** Locked for default (part 2 sections 4.1 and 8). */
export const ACCOUNT_LOCKED =
  'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account';
