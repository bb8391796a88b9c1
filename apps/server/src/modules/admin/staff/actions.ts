import { STAFF_MESSAGES, type StaffRole, USER_ACTIVE, USER_TERMINATED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { expertProfiles, operatorTotp, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, forbidden } from '../../../http/envelope.ts';
import { type Operator, propose } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';
import { insertInvited, lockStaff, releaseConversations, sendInvitation, setExpertKind } from './accounts.ts';
import { ADMIN_GRANT, type AdminGrantPayload } from './admin-grant.ts';
import { staffRoleOf, storedRole } from './roles.ts';

type StaffDeps = Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'log'>;

/** What an action answers: its message, and the sessions it ended (their sockets are closed by the route). */
export interface StaffOutcome {
  message: string;
  id: number | null;
  proposalId: number | null;
  endedSessions: number[];
}

const outcome = (message: string, id: number | null, o: Partial<StaffOutcome> = {}): StaffOutcome => ({
  message,
  id,
  proposalId: null,
  endedSessions: [],
  ...o,
});

/** An admin acts on colleagues, never on their own account (another admin does). */
function notSelf(actor: Operator, id: number) {
  if (actor.userId === id) throw forbidden(STAFF_MESSAGES.notYourself);
}

async function currentStaffRole(db: StaffDeps['db'], row: { id: number; role: string }) {
  const [p] = await db
    .select({ kind: expertProfiles.kind })
    .from(expertProfiles)
    .where(eq(expertProfiles.userId, row.id));
  return staffRoleOf(row.role, p?.kind ?? null);
}

/**
 * An admin adds a staff member: the account is made at once (status invited) and an invitation mailed
 * whose link sets the password (72 hours, single use). The admin role is granted only when a second
 * admin approves: adding an admin proposes it (Approvals) and makes no account yet.
 * Errors: 409 for an email that is already an account (or already proposed as an admin).
 */
export async function addStaff(
  deps: StaffDeps,
  actor: Operator,
  input: { fullName: string; email: string; role: StaffRole },
): Promise<StaffOutcome> {
  const { db, clock } = deps;
  const now = clock.now();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw conflict(STAFF_MESSAGES.emailTaken, { field: 'email' });
  if (input.role === 'admin') {
    const payload: AdminGrantPayload = {
      user_id: null,
      full_name: input.fullName,
      email: input.email,
      before_role: null,
    };
    const p = await propose(db, {
      operator: actor,
      kind: ADMIN_GRANT,
      subject: `staff-email:${input.email}`,
      memberId: null,
      payload,
      now,
    });
    return outcome(STAFF_MESSAGES.adminProposed, null, { proposalId: p.id });
  }
  const id = await db.transaction(async (tx) => {
    const made = await insertInvited(tx, input, now);
    await audit(tx, {
      actor,
      action: 'staff.invite',
      now,
      targetUserId: made,
      after: { email: input.email, name: input.fullName, role: input.role },
    });
    return made;
  });
  try {
    await sendInvitation(deps, { id, email: input.email, fullName: input.fullName, role: input.role });
  } catch (e) {
    deps.log.error({ to: input.email, err: (e as Error).message }, 'staff invitation not sent');
    return outcome(STAFF_MESSAGES.invitedNotMailed, id);
  }
  return outcome(STAFF_MESSAGES.invited, id);
}

/**
 * An admin changes a colleague's role. Their sessions end (and their chat sockets), so they sign in
 * again to the new role's console; conversations they held go back to their chat's agents. Making
 * someone an admin is proposed instead, for a second admin to approve.
 * Errors: 404 not staff; 403 their own account; 409 the same role, or an admin grant already waiting.
 */
export async function changeStaffRole(
  deps: StaffDeps,
  actor: Operator,
  id: number,
  role: StaffRole,
): Promise<StaffOutcome> {
  notSelf(actor, id);
  const { db, clock } = deps;
  const now = clock.now();
  const row = await db.transaction((tx) => lockStaff(tx, id));
  const before = await currentStaffRole(db, row);
  if (before === role) throw conflict(STAFF_MESSAGES.sameRole);
  if (role === 'admin') {
    if (row.status === USER_TERMINATED) throw conflict(STAFF_MESSAGES.alreadyDisabled);
    const payload: AdminGrantPayload = {
      user_id: row.id,
      full_name: row.fullName,
      email: row.email,
      before_role: before,
    };
    const p = await propose(db, {
      operator: actor,
      kind: ADMIN_GRANT,
      subject: `staff:${row.id}`,
      memberId: null,
      payload,
      now,
    });
    return outcome(STAFF_MESSAGES.adminProposed, row.id, { proposalId: p.id });
  }
  const stored = storedRole(role);
  const endedSessions = await db.transaction(async (tx) => {
    const locked = await lockStaff(tx, id);
    await tx.update(users).set({ role: stored.role, updatedAt: now }).where(eq(users.id, locked.id));
    if (stored.kind) await setExpertKind(tx, locked.id, stored.kind, now);
    await releaseConversations(tx, locked.id);
    const ended = await revokeUserSessions(tx, clock, locked.id);
    await audit(tx, {
      actor,
      action: 'staff.role',
      now,
      targetUserId: locked.id,
      before: { role: before },
      after: { role },
      details: { sessions_ended: ended.length },
    });
    return ended;
  });
  return outcome(STAFF_MESSAGES.roleChanged, id, { endedSessions });
}

/**
 * An admin disables a colleague (status 5: signing in is refused with the disabled message) or
 * enables them again. Disabling ends every session at once, closes their chat sockets and hands
 * their open conversations back to their chat's agents.
 * Errors: 404 not staff; 403 their own account; 409 already disabled / not disabled.
 */
export async function setStaffDisabled(
  deps: StaffDeps,
  actor: Operator,
  id: number,
  disabled: boolean,
): Promise<StaffOutcome> {
  notSelf(actor, id);
  const { db, clock } = deps;
  const now = clock.now();
  const endedSessions = await db.transaction(async (tx) => {
    const row = await lockStaff(tx, id);
    const isDisabled = row.status === USER_TERMINATED;
    if (disabled && isDisabled) throw conflict(STAFF_MESSAGES.alreadyDisabled);
    if (!disabled && !isDisabled) throw conflict(STAFF_MESSAGES.notDisabled);
    const status = disabled ? USER_TERMINATED : USER_ACTIVE;
    await tx.update(users).set({ status, updatedAt: now }).where(eq(users.id, row.id));
    const ended = disabled ? await revokeUserSessions(tx, clock, row.id) : [];
    if (disabled) await releaseConversations(tx, row.id);
    await audit(tx, {
      actor,
      action: disabled ? 'staff.disable' : 'staff.enable',
      now,
      targetUserId: row.id,
      before: { status: row.status },
      after: { status },
      details: { sessions_ended: ended.length },
    });
    return ended;
  });
  return outcome(disabled ? STAFF_MESSAGES.disabled : STAFF_MESSAGES.enabled, id, { endedSessions });
}

/**
 * An admin resets a colleague's two-step sign-in (a lost phone): the authenticator's secret is
 * removed and their sessions end; they sign in with their password and set it up again (required
 * again at once where OPERATOR_TOTP_REQUIRED is on).
 * Errors: 404 not staff; 403 their own account (their own page does it); 409 none to reset.
 */
export async function resetStaffTwoStep(deps: StaffDeps, actor: Operator, id: number): Promise<StaffOutcome> {
  notSelf(actor, id);
  const { db, clock } = deps;
  const now = clock.now();
  const endedSessions = await db.transaction(async (tx) => {
    const row = await lockStaff(tx, id);
    const removed = await tx.delete(operatorTotp).where(eq(operatorTotp.userId, row.id)).returning();
    if (removed.length === 0) throw conflict(STAFF_MESSAGES.noTwoStep);
    const ended = await revokeUserSessions(tx, clock, row.id);
    await audit(tx, {
      actor,
      action: 'staff.reset_two_step',
      now,
      targetUserId: row.id,
      before: { two_step: Boolean(removed[0]?.enabledAt) },
      after: { two_step: false },
      details: { sessions_ended: ended.length },
    });
    return ended;
  });
  return outcome(STAFF_MESSAGES.twoStepReset, id, { endedSessions });
}

/**
 * Mails a new invitation to a staff member who has not set their password yet (an expired or lost
 * link); the older link stops working. Errors: 404 not staff; 409 already set up, or disabled; 502
 * when the mail server did not take it (MailNotSentError; nothing is audited then).
 */
export async function resendStaffInvitation(
  deps: StaffDeps,
  actor: Operator,
  id: number,
): Promise<StaffOutcome> {
  const { db, clock } = deps;
  const row = await db.transaction((tx) => lockStaff(tx, id));
  if (row.status === USER_TERMINATED) throw conflict(STAFF_MESSAGES.alreadyDisabled);
  if (row.emailVerifiedAt) throw conflict(STAFF_MESSAGES.notInvited);
  const role = await currentStaffRole(db, row);
  await sendInvitation(deps, { id: row.id, email: row.email, fullName: row.fullName, role });
  await audit(db, { actor, action: 'staff.resend_invitation', now: clock.now(), targetUserId: row.id });
  return outcome(STAFF_MESSAGES.invitationResent, row.id);
}
