import { ONBOARDING_MESSAGES, type Relationship, USER_TERMINATED } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { invitations, trustPartners, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { inviteMail } from './mails.ts';

/** The member a TFP code belongs to (POST /gettrustmemberbytfp). 404 unknown; 400 for one's own pin. */
export async function findTrustMember(db: Db, userId: number, tfp: string) {
  const [row] = await db
    .select({ id: users.id, name: users.fullName, image: users.imagePath, status: users.status })
    .from(users)
    .where(eq(users.tfpPin, tfp))
    .limit(1);
  if (!row || row.status === USER_TERMINATED) throw notFound(ONBOARDING_MESSAGES.partnerNotFound);
  if (row.id === userId) throw badRequest(ONBOARDING_MESSAGES.partnerIsSelf);
  return row;
}

/**
 * Names the member's trust partner (POST /addreferedtrustpartner): NOONE, or the member with the TFP
 * code. Naming again replaces the earlier choice.
 */
export async function addTrustPartner(
  db: Db,
  clock: Clock,
  userId: number,
  input: { relationship: Relationship; tfp?: string },
): Promise<{ partnerName: string | null }> {
  const partner =
    input.relationship === 'NOONE' || !input.tfp ? null : await findTrustMember(db, userId, input.tfp);
  const values = {
    relationship: input.relationship,
    partnerUserId: partner?.id ?? null,
    createdAt: clock.now(),
  };
  await db
    .insert(trustPartners)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: trustPartners.userId, set: values });
  return { partnerName: partner?.name ?? null };
}

export interface InviteRow {
  email: string;
  index: number;
}

/**
 * Emails each friend the member's referral link (POST /inviteusers). Refuses the whole list, sending
 * nothing, when an email repeats or already belongs to a member; the answer then carries a status per
 * row (1 = already registered). Re-inviting the same friend sends the mail again.
 */
export async function inviteFriends(
  deps: { db: Db; clock: Clock; mailer: Mailer; publicUrl: string },
  userId: number,
  rows: InviteRow[],
): Promise<number> {
  const emails = rows.map((r) => r.email);
  if (new Set(emails).size !== emails.length) throw badRequest(ONBOARDING_MESSAGES.duplicateEmails);
  const [member] = await deps.db
    .select({ name: users.fullName, email: users.email, key: users.referralKey })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!member?.key)
    throw badRequest('Choose a plan first: your invitation link comes with your Trust Fund Pin.');
  const registered = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const taken = new Set(registered.map((r) => r.email));
  if (taken.size > 0) {
    throw badRequest(
      ONBOARDING_MESSAGES.emailRegistered,
      rows.map((r) => ({ email: r.email, index: r.index, status: taken.has(r.email) ? 1 : 0 })),
    );
  }
  const now = deps.clock.now();
  const link = `${deps.publicUrl}/register?${member.key}`;
  for (const r of rows) {
    await deps.mailer.send(inviteMail({ to: r.email, from: member.name, link }));
    await deps.db
      .insert(invitations)
      .values({ userId, email: r.email, createdAt: now, lastSentAt: now })
      .onConflictDoUpdate({ target: [invitations.userId, invitations.email], set: { lastSentAt: now } });
  }
  return rows.length;
}

/** The onboarding steps are done (POST /updateinviteuserstatus and the register-process update). */
export async function completeRegistration(db: Db, clock: Clock, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ registrationComplete: true, updatedAt: clock.now() })
    .where(and(eq(users.id, userId), eq(users.registrationComplete, false)));
}
