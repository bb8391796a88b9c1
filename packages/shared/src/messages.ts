/**
 * The spec's exact texts, one constant each, shared by the API and the web forms so a message shown
 * under a field is the message the server would answer. Group by the spec section they come from.
 */

/** Session invalid (part 1 section 8): the web app clears its session and goes to /login. */
export const SESSION_INVALID = '100';

export const OFFLINE_BAR = 'You are Offline! Check Your Internet Connection';
export const PAGE_NOT_FOUND = "WE'RE SORRY, PAGE NOT FOUND";
