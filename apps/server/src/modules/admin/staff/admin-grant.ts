import { STAFF_MESSAGES, STAFF_ROLE_LABELS, type StaffRole, USER_TERMINATED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/envelope.ts';
import { defineApprovalKind } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { revokeUserSessions } from '../../auth/index.ts';
import { insertInvited, lockStaff, releaseConversations, sendInvitation } from './accounts.ts';

export const ADMIN_GRANT = 'staff-admin-grant';

/**
 * Granting the admin role (to a colleague, or to someone new) under maker-checker: an admin proposes
 * it in Staff, and a second admin approves it in Approvals. `user_id` is null for someone new: their
 * account is made on approval and the invitation mailed once it commits.
 */
export interface AdminGrantPayload extends Record<string, unknown> {
  user_id: number | null;
  full_name: string;
  email: string;
  /** The staff role before, for a colleague. */
  before_role: StaffRole | 'customer_care' | null;
}

export const adminGrantKind = defineApprovalKind<AdminGrantPayload>({
  name: ADMIN_GRANT,
  // Only admins see, approve or reject it, and the proposer is never the approver.
  role: 'admin',
  summary: (p) =>
    p.user_id === null
      ? `Add ${p.full_name} (${p.email}) as a new admin`
      : `Make ${p.full_name} (${p.email}) an admin (now ${STAFF_ROLE_LABELS[p.before_role ?? 'support'].toLowerCase()})`,

  async apply({ tx, now, approvedBy }, p) {
    const actor = { userId: approvedBy, ip: 'approval' };
    if (p.user_id === null) {
      const id = await insertInvited(tx, { fullName: p.full_name, email: p.email, role: 'admin' }, now);
      await audit(tx, {
        actor,
        action: 'staff.invite',
        now,
        targetUserId: id,
        after: { email: p.email, role: 'admin' },
      });
      return { message: `${p.full_name} is an admin; the invitation is on its way`, user_id: id };
    }
    const row = await lockStaff(tx, p.user_id);
    if (row.status === USER_TERMINATED) throw conflict(STAFF_MESSAGES.alreadyDisabled);
    if (row.role === 'admin') throw conflict(STAFF_MESSAGES.sameRole);
    await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, row.id));
    await releaseConversations(tx, row.id);
    const ended = await revokeUserSessions(tx, { now: () => now }, row.id);
    await audit(tx, {
      actor,
      action: 'staff.role',
      now,
      targetUserId: row.id,
      before: { role: p.before_role },
      after: { role: 'admin' },
      details: { sessions_ended: ended.length },
    });
    // The approvals route closes these sessions' sockets once the approval commits.
    return { message: `${p.full_name} is an admin`, user_id: row.id, ended_sessions: ended };
  },

  async afterApply(deps, p, result) {
    if (p.user_id !== null || typeof result.user_id !== 'number') return;
    await sendInvitation(deps, { id: result.user_id, email: p.email, fullName: p.full_name, role: 'admin' });
  },
});
