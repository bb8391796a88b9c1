import { STAFF_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { hashPassword } from './password.ts';
import { revokeUserSessions } from './queries.ts';
import { consumeAccountToken, issueAccountToken } from './tokens.ts';

/**
 * A staff member's invitation (the console's Staff section): a single-use link, valid 72 hours, that
 * sets their first password. Only the newest invitation of an account works. The account exists
 * before with an unusable password (a hash of random bytes nobody knows), so until the link is used
 * nobody can sign in to it.
 */
export const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation?token=${token}`;

/** Issues a new invitation token for the account (older ones stop working). */
export const issueInvitation = (db: Db, clock: Clock, userId: number) =>
  issueAccountToken(db, clock, userId, 'operator_invite', { replace: true });

export function invitationMail(
  to: { email: string; fullName: string },
  roleLabel: string,
  link: string,
): MailMessage {
  const first = to.fullName.trim().split(/\s+/)[0] ?? to.fullName;
  const lines = [
    `Hello ${first},`,
    `You have been added to the Trust Fund team as ${roleLabel}. Open the link below to choose your password; then sign in at the usual login page with this email address.`,
    'The link works once and is valid for 72 hours. If it has expired, ask an admin of the fund to send a new one.',
  ];
  return {
    to: to.email,
    subject: 'Your Trust Fund staff account',
    text: `${lines.join('\n\n')}\n\n${link}\n\nThe Trust Fund team`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:auto;padding:16px">${lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(link)}">Choose my password</a></p><p>${escapeHtml(link)}</p><p>The Trust Fund team</p></body></html>`,
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Sets the invited account's password with the invitation token, spends it and marks the email
 * verified (the link reached that inbox). Errors: 400 invitationInvalid (unknown, used, expired or
 * superseded token, or a disabled account).
 */
export async function acceptInvitation(
  db: Db,
  clock: Clock,
  input: { token: string; password: string },
): Promise<{ userId: number; endedSessions: number[] }> {
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, clock, input.token, 'operator_invite');
    if (userId === null) return null;
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row || row.status === 5) return null;
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: row.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, userId));
    const endedSessions = await revokeUserSessions(tx, clock, userId);
    return { userId, endedSessions };
  });
  if (!done) throw badRequest(STAFF_MESSAGES.invitationInvalid);
  return done;
}
