import { ADMIN_MESSAGES, USER_TERMINATED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { recordAudit } from '../../audit/index.ts';
import { mailVerificationLink, revokeUserSessions } from '../../auth/index.ts';

/** Who acts, and from where (the audit log keeps both). */
export interface Actor {
  userId: number;
  ip: string;
}

/**
 * An operator terminates a member (users.status 5) for a reason: every session of the member ends at
 * once (the caller closes their sockets with the ids answered in `endedSessions`, once this has
 * committed), and the audit log keeps the operator, the reason and the status before and after. The
 * member's ledger balances are untouched (what the fund owes them stays owed); weekly debits stop, as
 * they charge active members only, and signing in is refused with the terminated message.
 * Errors: 404 when there is no such member; 409 when the member is already terminated.
 */
export async function terminateMember(
  db: Db,
  clock: Clock,
  input: { actor: Actor; memberId: number; reason: string },
) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (user?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
    if (user.status === USER_TERMINATED) throw conflict(ADMIN_MESSAGES.alreadyTerminated);
    await tx.update(users).set({ status: USER_TERMINATED, updatedAt: now }).where(eq(users.id, user.id));
    const endedSessions = await revokeUserSessions(tx, clock, user.id);
    const sessionsEnded = endedSessions.length;
    await recordAudit(tx, {
      actorUserId: input.actor.userId,
      action: 'member.terminate',
      targetUserId: user.id,
      details: {
        reason: input.reason,
        ip: input.actor.ip,
        before: { status: user.status },
        after: { status: USER_TERMINATED },
        sessionsEnded,
      },
      createdAt: now,
    });
    return {
      member: { u_id: user.id, u_status: USER_TERMINATED, sessions_ended: sessionsEnded },
      endedSessions,
    };
  });
}

/**
 * An operator sends a member a new email verification link (the member's older links stop working),
 * audited. Errors: 404 when there is no such member; 409 when the email is already verified or the
 * member is terminated; 502 when the mail server did not take the mail (nothing is audited then).
 */
export async function resendMemberVerification(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'log'> & { publicUrl: string },
  input: { actor: Actor; memberId: number },
): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, input.memberId)).limit(1);
  if (user?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
  if (user.status === USER_TERMINATED) throw conflict(ADMIN_MESSAGES.alreadyTerminated);
  if (user.emailVerifiedAt) throw conflict(ADMIN_MESSAGES.alreadyVerified);
  // The operator waits for the mail server: its refusal is answered 502 (MailNotSentError, http/errors.ts).
  await mailVerificationLink(deps, user, { wait: true });
  await recordAudit(deps.db, {
    actorUserId: input.actor.userId,
    action: 'member.resend_verification',
    targetUserId: user.id,
    details: { ip: input.actor.ip },
    createdAt: deps.clock.now(),
  });
}
