/**
 * A member's account status (`users.status`, `u_status` in answers; spec part 2 section 4.1), the one
 * home of these numbers for the server and the web app.
 */
export const USER_ACTIVE = 1;
/** Locked for default (four missed weeks in a row) until an operator unlocks the member. */
export const USER_LOCKED = 3;
export const USER_TERMINATED = 5;
