import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { LoginLinkPurpose } from '../notifications/index.ts';
import { findUserById } from './queries.ts';
import { issueAccountToken } from './tokens.ts';

export type { LoginLinkPurpose };

/**
 * A link to the login page that signs the member in once, with no password in the URL: a single-use
 * token (7 days for mails, 15 minutes for an operator's view-as link), stored only as its hash.
 * Pass a transaction as `db` to issue it together with the change the mail is about.
 * Errors: throws when the user does not exist.
 */
export async function createLoginLink(
  db: Db,
  clock: Clock,
  userId: number,
  purpose: LoginLinkPurpose,
  publicUrl: string,
): Promise<string> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`createLoginLink: no user ${userId}`);
  const operator = purpose === 'admin_login';
  const token = await issueAccountToken(db, clock, userId, operator ? 'admin_login' : 'login_link');
  const params = new URLSearchParams({
    type: operator ? 'admin_login' : 'admin',
    authcode: token,
    email: user.email,
  });
  return `${publicUrl}/login?${params}`;
}

const PURPOSES: readonly string[] = [
  'trust_request',
  'loan_request',
  'admin_login',
] satisfies LoginLinkPurpose[];

/**
 * The mail queue's sign-in links (mail/queue.ts signInLink): an email that carries one gets it as it
 * is sent, from the sending moment, so the code never waits in the outbox and lives its full time.
 */
export const mailSignInLinks =
  (db: Db, publicUrl: string) =>
  (userId: number, purpose: string, now: Date): Promise<string> => {
    if (!PURPOSES.includes(purpose)) throw new Error(`no sign-in link for the purpose "${purpose}"`);
    return createLoginLink(db, { now: () => now }, userId, purpose as LoginLinkPurpose, publicUrl);
  };
