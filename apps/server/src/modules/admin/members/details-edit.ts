import { ADMIN_MESSAGES, MEMBER_RECORDS_MESSAGES as M, type MemberDetailsBody } from '@trust/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { type Actor, audit } from '../../audit/index.ts';
import { claimPhone } from '../../auth/index.ts';

type UserRow = typeof users.$inferSelect;

/** The details an operator may correct, and the column each is kept in. Bank details are not here. */
const FIELDS = {
  full_name: 'fullName',
  email: 'email',
  phone: 'phone',
  address: 'address',
  kin_name: 'kinName',
  kin_email: 'kinEmail',
  kin_contact: 'kinContact',
} as const satisfies Record<string, keyof UserRow>;

type Field = keyof typeof FIELDS;

/**
 * An operator corrects a member's details (name, email, phone, address, next of kin). Only the fields
 * whose value differs are written, and the audit log keeps each one's value before and after, with the
 * operator and their address, in the same transaction. Sending the values already held changes nothing
 * and writes no audit row.
 * Errors: 404 when the id is not a member's; 409 when another account uses the email, or the phone is
 * already used by three accounts (registration's rule).
 */
export async function editMemberDetails(
  db: Db,
  now: Date,
  input: { actor: Actor; memberId: number; body: MemberDetailsBody },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (before?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
    const changed: { field: Field; before: string | null; after: string }[] = [];
    for (const [field, column] of Object.entries(FIELDS) as [Field, (typeof FIELDS)[Field]][]) {
      const value = input.body[field];
      if (value === undefined || value === before[column]) continue;
      changed.push({ field, before: before[column] ?? null, after: value });
    }
    if (changed.length === 0) return { changed };
    const next = Object.fromEntries(changed.map((c) => [FIELDS[c.field], c.after]));
    if (next.email) {
      // Emails are unique (users_email_key); a clear 409 instead of the constraint's error.
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, next.email.toLowerCase()), ne(users.id, before.id)));
      if (taken) throw conflict(M.emailTaken, { field: 'email' });
    }
    if (next.phone) await claimPhone(tx, next.phone, 'phone', before.id);
    await tx
      .update(users)
      .set({ ...next, updatedAt: now })
      .where(eq(users.id, before.id));
    await audit(tx, {
      actor: input.actor,
      action: 'member.details_change',
      now,
      targetUserId: before.id,
      before: Object.fromEntries(changed.map((c) => [c.field, c.before])),
      after: Object.fromEntries(changed.map((c) => [c.field, c.after])),
    });
    return { changed };
  });
}
