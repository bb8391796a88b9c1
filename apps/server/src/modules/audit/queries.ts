import { AUDIT_PER_PAGE, type AuditEntry, type AuditPage, type AuditQuery } from '@trust/shared';
import { and, count, desc, eq, gte, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { addDays, lagosDayStart } from '../../lagos-day.ts';

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: Omit<AuditQuery, 'page'>): SQL | undefined {
  const actorId = q.actor && /^\d{1,9}$/.test(q.actor) ? Number(q.actor) : null;
  return and(
    q.actor
      ? actorId !== null
        ? eq(auditLog.actorUserId, actorId)
        : sql`${auditLog.actorUserId} in (select id from users where lower(email) = ${q.actor.toLowerCase()})`
      : undefined,
    q.action ? or(eq(auditLog.action, q.action), like(auditLog.action, `${literal(q.action)}%`)) : undefined,
    q.member ? eq(auditLog.targetUserId, q.member) : undefined,
    q.from ? gte(auditLog.createdAt, lagosDayStart(q.from)) : undefined,
    q.to ? lt(auditLog.createdAt, lagosDayStart(addDays(q.to, 1))) : undefined,
  );
}

const actor = alias(users, 'actor');
const member = alias(users, 'member');

/** The audit rows matching the filters, newest first, with who acted and on whom. */
export async function auditEntries(
  db: Db,
  q: Omit<AuditQuery, 'page'>,
  limit: number,
  offset = 0,
): Promise<AuditEntry[]> {
  const found = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      action: auditLog.action,
      details: auditLog.details,
      actorId: actor.id,
      actorName: actor.fullName,
      actorEmail: actor.email,
      actorRole: actor.role,
      memberId: member.id,
      memberName: member.fullName,
      memberEmail: member.email,
      memberTfp: member.tfpPin,
    })
    .from(auditLog)
    .innerJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(member, eq(member.id, auditLog.targetUserId))
    .where(filters(q))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return found.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: { id: r.actorId, name: r.actorName, email: r.actorEmail, role: r.actorRole },
    action: r.action,
    member:
      r.memberId === null
        ? null
        : { id: r.memberId, name: r.memberName ?? '', email: r.memberEmail ?? '', tfp: r.memberTfp },
    ip: typeof r.details?.ip === 'string' ? r.details.ip : null,
    details: r.details ?? null,
  }));
}

export async function auditPage(db: Db, q: AuditQuery): Promise<AuditPage> {
  const { page, ...rest } = q;
  const [entries, [total], actions] = await Promise.all([
    auditEntries(db, rest, AUDIT_PER_PAGE, (page - 1) * AUDIT_PER_PAGE),
    db.select({ n: count() }).from(auditLog).where(filters(rest)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return {
    entries,
    total: total?.n ?? 0,
    page,
    per_page: AUDIT_PER_PAGE,
    actions: actions.map((a) => a.action),
  };
}
