import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface Actor {
  userId: number;
  ip: string;
}

/**
 * One operator action in the audit log, in the transaction of the change it records: who, from where,
 * what, and the values before and after (null before a creation, null after a deletion).
 */
export async function audit(
  tx: Db | Tx,
  input: {
    actor: Actor;
    action: string;
    now: Date;
    targetUserId?: number | null;
    before?: unknown;
    after?: unknown;
    details?: Record<string, unknown>;
  },
) {
  await recordAudit(tx, {
    actorUserId: input.actor.userId,
    action: input.action,
    targetUserId: input.targetUserId ?? null,
    details: {
      ip: input.actor.ip,
      ...input.details,
      before: jsonSafe(input.before ?? null),
      after: jsonSafe(input.after ?? null),
    },
    createdAt: input.now,
  });
}

/**
 * The one place a row is written to the audit log, for the actions whose details are their own
 * (a confirmed transfer's reference, a batch's total) rather than the values before and after.
 */
export async function recordAudit(tx: Db | Tx, row: typeof auditLog.$inferInsert) {
  await tx.insert(auditLog).values(row);
}

/** Dates as ISO text and kobo as text, so a row's values survive the jsonb column as they were. */
const jsonSafe = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
