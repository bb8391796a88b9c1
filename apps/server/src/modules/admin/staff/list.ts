import { OPERATOR_ROLES, type StaffList, USER_TERMINATED } from '@trust/shared';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { expertProfiles, operatorTotp, proposals, sessions, users } from '../../../db/schema/index.ts';
import { ADMIN_GRANT } from './admin-grant.ts';
import { staffRoleOf } from './roles.ts';

/**
 * Every staff account (operators and experts) with its role, status (invited until the invitation
 * sets a password, disabled at status 5), two-step sign-in, last sign-in (their newest own session,
 * never a view-as one) and any waiting proposal to make them an admin; and the people proposed as new
 * admins, who have no account until a second admin approves. Disabled accounts come last.
 */
export async function listStaff(db: Db): Promise<StaffList> {
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      role: users.role,
      status: users.status,
      verified: users.emailVerifiedAt,
      kind: expertProfiles.kind,
      totp: operatorTotp.enabledAt,
    })
    .from(users)
    .leftJoin(expertProfiles, eq(expertProfiles.userId, users.id))
    .leftJoin(operatorTotp, eq(operatorTotp.userId, users.id))
    .where(inArray(users.role, [...OPERATOR_ROLES]))
    .orderBy(users.fullName);
  const ids = rows.map((r) => r.id);
  const signIns = ids.length
    ? await db
        .select({ userId: sessions.userId, at: max(sessions.createdAt) })
        .from(sessions)
        .where(and(inArray(sessions.userId, ids), eq(sessions.loginType, 'member')))
        .groupBy(sessions.userId)
    : [];
  const waiting = await db
    .select({ id: proposals.id, payload: proposals.payload, by: users.fullName })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.proposedBy))
    .where(and(eq(proposals.kind, ADMIN_GRANT), eq(proposals.status, 'proposed')));
  const proposalFor = (id: number) => waiting.find((w) => w.payload.user_id === id)?.id ?? null;
  const staff = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: staffRoleOf(r.role, r.kind),
    status:
      r.status === USER_TERMINATED
        ? ('disabled' as const)
        : r.verified === null
          ? ('invited' as const)
          : ('active' as const),
    two_step: r.totp !== null,
    last_sign_in: signIns.find((s) => s.userId === r.id)?.at?.toISOString() ?? null,
    admin_proposal_id: proposalFor(r.id),
  }));
  staff.sort((a, b) => Number(a.status === 'disabled') - Number(b.status === 'disabled'));
  return {
    staff,
    proposed_admins: waiting
      .filter((w) => w.payload.user_id === null || w.payload.user_id === undefined)
      .map((w) => ({
        proposal_id: w.id,
        name: String(w.payload.full_name ?? ''),
        email: String(w.payload.email ?? ''),
        proposed_by: w.by,
      })),
  };
}
