import { type CreatableOperatorRole, checkNewOperator, NEW_OPERATOR_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { badRequest, conflict } from '../../../http/envelope.ts';
import { recordAudit } from '../../audit/index.ts';
import { hashPassword } from '../../auth/index.ts';

/** Whether the fund has at least one admin (the operator who manages the others). */
export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(row);
}

/** Whether the database holds any account at all (member, operator or expert). */
export async function anyAccount(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return Boolean(row);
}

/** Whether any member (not an operator) has an account: the demo is never added beside real members. */
export async function anyMember(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'member')).limit(1);
  return Boolean(row);
}

/**
 * Makes an operator account outside the console: the fund's first admin (ADMIN_EMAIL at start, or
 * `npm run operator:create`), when no operator can sign in yet to make one. The email is verified (an
 * operator is made by someone who controls it), the password is hashed under the sign-up rules, and
 * the audit log records it with `via` (what made it) and the new operator as its own actor.
 * Errors: 400 for a bad email, role or password (the sign-up rule's message); 409 when the email is
 * already an account (nothing is changed: an existing account is never made an operator here).
 */
export async function createOperator(
  db: Db,
  input: { email: string; password: string; role: string; fullName?: string; via: string },
  now: Date,
): Promise<{ id: number; email: string; role: CreatableOperatorRole }> {
  const checked = checkNewOperator(input);
  if ('refused' in checked) throw badRequest(checked.refused.message, { field: checked.refused.field });
  const { email, role } = checked;
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: input.fullName?.trim() || defaultName(role),
        email,
        phone: '',
        passwordHash,
        role,
        emailVerifiedAt: now,
        registrationComplete: true,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw conflict(NEW_OPERATOR_MESSAGES.emailTaken, { field: 'email' });
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'operator.create',
      targetUserId: user.id,
      details: { via: input.via, after: { email, role } },
      createdAt: now,
    });
    return { id: user.id, email, role };
  });
}

const defaultName = (role: CreatableOperatorRole) =>
  role === 'admin' ? 'Fund Administrator' : `Fund ${role[0]?.toUpperCase()}${role.slice(1)} Operator`;
