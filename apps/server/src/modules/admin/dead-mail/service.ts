import { DEAD_MAIL_MESSAGES, type DeadMail } from '@trust/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import type { Operator } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';

/**
 * A recipient as the console shows it: enough to recognise (the first letter and the domain), not
 * enough to copy a member's address from a screen anyone may see over the operator's shoulder.
 */
export function maskEmail(to: string): string {
  const at = to.lastIndexOf('@');
  if (at < 1) return '***';
  return `${to[0]}***${to.slice(at)}`;
}

const view = (m: typeof mailOutbox.$inferSelect): DeadMail => ({
  id: m.id,
  to: maskEmail(m.to),
  kind: m.kind,
  subject: m.subject,
  attempts: m.attempts,
  last_error: m.lastError,
  created_at: m.createdAt.toISOString(),
});

export async function deadMailCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'dead'));
  return Number(row?.n ?? 0);
}

/** The dead emails, newest first (the newest 200), with how many there are. */
export async function listDeadMail(db: Db) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'dead'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(200);
  return { count: await deadMailCount(db), mails: rows.map(view) };
}

/**
 * Puts a dead email back in the outbox with its tries counted from zero: the mail-outbox job sends
 * it on its next run (after the mail server or the address was fixed). Audited.
 */
export async function retryDeadMail(deps: Pick<Deps, 'db' | 'clock'>, operator: Operator, id: number) {
  const now = deps.clock.now();
  const [before] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!before) throw notFound(DEAD_MAIL_MESSAGES.notFound);
  const [row] = await deps.db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'dead')))
    .returning();
  if (!row) throw conflict(DEAD_MAIL_MESSAGES.notDead);
  await audit(deps.db, {
    actor: operator,
    action: 'mail.retry',
    now,
    targetUserId: row.userId,
    before: { status: 'dead', attempts: before.attempts, last_error: before.lastError },
    after: { status: 'pending', attempts: 0 },
    details: { mail_id: id, kind: row.kind },
  });
  return view(row);
}
