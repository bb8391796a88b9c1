import { USER_ACTIVE, USER_LOCKED } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { recordAudit } from '../../audit/index.ts';
import { notifyMember } from '../../notifications/index.ts';

/**
 * An operator unlocks a member locked for default (users.status 3 -> 1), recorded in the audit log.
 * The run of missed weeks that locks an account counts afresh from this moment, and weekly debits
 * resume with the next period that falls due.
 * Errors: 404 when there is no such member; 409 when the member is not locked.
 */
export async function unlockMember(
  db: Db,
  input: { actorUserId: number; memberId: number; reason?: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (user?.role !== 'member') throw notFound('Member not found');
    if (user.status !== USER_LOCKED) throw conflict('This member is not locked');
    await tx
      .update(users)
      .set({ status: USER_ACTIVE, updatedAt: input.now })
      .where(and(eq(users.id, user.id), eq(users.status, USER_LOCKED)));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'member.unlock',
      targetUserId: user.id,
      details: { reason: input.reason ?? null, previousStatus: USER_LOCKED },
      createdAt: input.now,
    });
    await notifyMember(tx, {
      memberId: user.id,
      kind: 'account_unlocked',
      subject: 'Account unlocked',
      message: 'Your account has been unlocked. Welcome back.',
      at: input.now,
    });
    return { u_id: user.id, u_status: USER_ACTIVE };
  });
}
