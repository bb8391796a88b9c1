/** What the auth module offers the rest of the server; everything else in it is its own. */

export { acceptInvitation, invitationLink, invitationMail, issueInvitation } from './invitation.ts';
export { mailSignInLinks } from './login-links.ts';
export { hashPassword } from './password.ts';
export { claimPhone } from './phone-limit.ts';
export { revokeUserSessions } from './queries.ts';
export { mailVerificationLink } from './service.ts';
export { codeAt, confirmEnrolment, startEnrolment, totpRow } from './totp.ts';
export { loadUserView, VERIFY_WINDOW_MS } from './user-view.ts';
