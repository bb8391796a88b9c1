import { randomBytes } from 'node:crypto';
import {
  type ChatKind,
  OPERATOR_ROLES,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '@trust/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { chatConversations, expertProfiles, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { hashPassword, invitationLink, invitationMail, issueInvitation } from '../../auth/index.ts';
import { storedRole } from './roles.ts';

export type StaffRow = typeof users.$inferSelect;

/** The staff account (an operator or expert), locked for the change; 404 for anyone else. */
export async function lockStaff(tx: Db, id: number): Promise<StaffRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row || !(OPERATOR_ROLES as readonly string[]).includes(row.role))
    throw notFound(STAFF_MESSAGES.notFound);
  return row;
}

/**
 * Makes a staff account waiting for its invitation: no one knows its password (a hash of random
 * bytes) and its email is unverified until the invitation's link sets the password. An expert gets
 * the kind of chat they answer. Errors: 409 when the email is already an account.
 */
export async function insertInvited(
  tx: Db,
  input: { fullName: string; email: string; role: StaffRole },
  now: Date,
): Promise<number> {
  const { role, kind } = storedRole(input.role);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [user] = await tx
    .insert(users)
    .values({
      fullName: input.fullName,
      email: input.email,
      phone: '',
      passwordHash,
      role,
      registrationComplete: true,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw conflict(STAFF_MESSAGES.emailTaken, { field: 'email' });
  if (kind) await setExpertKind(tx, user.id, kind, now);
  return user.id;
}

/** The chat an expert answers (kept if they later change role, read only while they are an expert). */
export async function setExpertKind(tx: Db, userId: number, kind: ChatKind, now: Date) {
  await tx
    .insert(expertProfiles)
    .values({ userId, kind, createdAt: now })
    .onConflictDoUpdate({ target: expertProfiles.userId, set: { kind } });
}

/**
 * Conversations a staff member held (a disabled account, or one that no longer answers that chat)
 * go back to every online agent of their kind: the member's next message is a first message again,
 * rather than waiting for someone who can no longer answer.
 */
export async function releaseConversations(tx: Db, userId: number) {
  await tx
    .update(chatConversations)
    .set({ expertId: null })
    .where(and(eq(chatConversations.expertId, userId), isNull(chatConversations.endedAt)));
}

/** Mails a new invitation (older links stop working). Errors: the mailer's own. */
export async function sendInvitation(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'config'>,
  user: { id: number; email: string; fullName: string; role: StaffRole | 'customer_care' },
): Promise<void> {
  const token = await issueInvitation(deps.db, deps.clock as Clock, user.id);
  const link = invitationLink(deps.config.publicUrl, token);
  await deps.mailer.send(invitationMail(user, STAFF_ROLE_LABELS[user.role].toLowerCase(), link));
}

/**
 * A staff account with its password already set, for the demo (seed/staff.ts): made as an invited
 * account is, then given the password and a verified email as the invitation's link would.
 * Errors: 409 for an email that is already an account.
 */
export async function makeStaffAccount(
  db: Db,
  input: { fullName: string; email: string; role: StaffRole; password: string },
  now: Date,
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const id = await insertInvited(tx, input, now);
    await tx.update(users).set({ passwordHash, emailVerifiedAt: now }).where(eq(users.id, id));
    return id;
  });
}
