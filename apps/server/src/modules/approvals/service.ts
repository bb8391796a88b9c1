import { APPROVAL_MESSAGES, isOperatorRole, type Proposal, type ProposalStatus } from '@trust/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { proposals, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope.ts';
import { recordAudit } from '../audit/index.ts';
import { type ApprovalKind, approvalKind } from './kinds.ts';
import { payloadHash } from './payload-hash.ts';

/** The operator acting, with their role and address (the audit log keeps both). */
export interface Operator {
  userId: number;
  role: string;
  ip: string;
}

type ProposalRow = typeof proposals.$inferSelect;
type ApproveDeps = Pick<Deps, 'db' | 'clock' | 'log' | 'gateway' | 'mailer' | 'config'>;

const PER_PAGE = 50;

/** Whether this operator may handle this kind: its role's work, or an admin. */
function mayHandle(operator: Operator, kindName: string) {
  const kind = approvalKind(kindName);
  if (!kind) throw notFound(APPROVAL_MESSAGES.notFound);
  if (!isOperatorRole(operator.role) || (operator.role !== 'admin' && operator.role !== kind.role))
    throw forbidden('Your operator role does not allow this.');
  return kind;
}

/**
 * An operator proposes a money action. Nothing posts: the proposal waits for a different operator.
 * One open proposal per subject: proposing again what is already waiting answers 409 with its id.
 */
export async function propose(
  db: Db,
  input: {
    operator: Operator;
    kind: string;
    subject: string;
    memberId: number | null;
    payload: Record<string, unknown>;
    now: Date;
  },
): Promise<ProposalRow> {
  mayHandle(input.operator, input.kind);
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: proposals.id })
      .from(proposals)
      .where(
        and(
          eq(proposals.kind, input.kind),
          eq(proposals.subject, input.subject),
          eq(proposals.status, 'proposed'),
        ),
      );
    if (open) throw conflict(APPROVAL_MESSAGES.alreadyOpen, { proposal_id: open.id });
    const [row] = await tx
      .insert(proposals)
      .values({
        kind: input.kind,
        subject: input.subject,
        memberId: input.memberId,
        payload: input.payload,
        payloadHash: payloadHash(input.payload),
        proposedBy: input.operator.userId,
        proposedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    // A proposal of the same subject committed between the check and the insert.
    if (!row) throw conflict(APPROVAL_MESSAGES.alreadyOpen);
    await audit(tx, input.operator, 'proposal.create', row, input.now, { payload: input.payload });
    return row;
  });
}

/**
 * A different operator approves: the kind's apply() runs in this transaction, and the proposal is
 * marked approved with its result. Approving again (a double click, a retry) answers the first
 * approval's result and changes nothing; the proposer cannot approve their own proposal; a hash that
 * is not the stored payload's means the approver saw something else, and nothing is applied.
 */
export async function approve(
  deps: ApproveDeps,
  input: { operator: Operator; id: number; payloadHash: string },
): Promise<{ proposal: ProposalRow; replayed: boolean }> {
  const now = deps.clock.now();
  let kind: ApprovalKind | undefined;
  const out = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, input.id)).for('update');
    if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
    const handled = mayHandle(input.operator, row.kind);
    kind = handled;
    if (row.payloadHash !== input.payloadHash) throw conflict(APPROVAL_MESSAGES.changed);
    if (row.status === 'approved') return { proposal: row, replayed: true };
    if (row.status === 'rejected') throw conflict(APPROVAL_MESSAGES.alreadyRejected);
    if (row.proposedBy === input.operator.userId) throw forbidden(APPROVAL_MESSAGES.ownProposal);
    const result = await handled.apply({ tx, deps, now, approvedBy: input.operator.userId }, row.payload);
    const [approved] = await tx
      .update(proposals)
      .set({ status: 'approved', decidedBy: input.operator.userId, decidedAt: now, result })
      .where(eq(proposals.id, row.id))
      .returning();
    await audit(tx, input.operator, 'proposal.approve', row, now, { result });
    return { proposal: approved ?? row, replayed: false };
  });
  const { proposal } = out;
  if (!out.replayed && kind?.afterApply) {
    try {
      await kind.afterApply(deps, proposal.payload, proposal.result ?? {});
    } catch (e) {
      // The money is posted and the approval committed; a failed follow-up (a mail) is only logged.
      deps.log.error({ proposal: proposal.id, err: (e as Error).message }, 'after approval');
    }
  }
  return out;
}

/** An operator (the proposer included: they may withdraw it) rejects a waiting proposal with a reason. */
export async function reject(
  db: Db,
  input: { operator: Operator; id: number; reason: string; now: Date },
): Promise<ProposalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(proposals).where(eq(proposals.id, input.id)).for('update');
    if (!row) throw notFound(APPROVAL_MESSAGES.notFound);
    const kind = mayHandle(input.operator, row.kind);
    if (row.status === 'rejected') return row;
    if (row.status !== 'proposed') throw badRequest('This proposal was already approved.');
    await kind.rejected?.({ tx, now: input.now }, row.payload, input.reason);
    const [rejected] = await tx
      .update(proposals)
      .set({
        status: 'rejected',
        decidedBy: input.operator.userId,
        decidedAt: input.now,
        reason: input.reason,
      })
      .where(eq(proposals.id, row.id))
      .returning();
    await audit(tx, input.operator, 'proposal.reject', row, input.now, { reason: input.reason });
    return rejected ?? row;
  });
}

/** The queue: proposals of the kinds this operator handles, newest first. */
export async function listProposals(
  db: Db,
  operator: Operator,
  query: { kind?: string; status: ProposalStatus; page: number },
  kinds: string[],
): Promise<{ proposals: Proposal[]; total: number }> {
  const visible = kinds.filter((k) => {
    try {
      mayHandle(operator, k);
      return true;
    } catch {
      return false;
    }
  });
  const wanted = query.kind ? visible.filter((k) => k === query.kind) : visible;
  if (wanted.length === 0) return { proposals: [], total: 0 };
  const where = and(inArray(proposals.kind, wanted), eq(proposals.status, query.status));
  const rows = await db
    .select()
    .from(proposals)
    .where(where)
    .orderBy(desc(proposals.proposedAt), desc(proposals.id))
    .limit(PER_PAGE)
    .offset((query.page - 1) * PER_PAGE);
  const [total] = await db.select({ n: count() }).from(proposals).where(where);
  return { proposals: await viewProposals(db, rows), total: Number(total?.n ?? 0) };
}

/** The proposals as operators read them, with the names of who proposed and decided. */
export async function viewProposals(db: Db, rows: ProposalRow[]): Promise<Proposal[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.proposedBy, ...(r.decidedBy ? [r.decidedBy] : [])]))];
  const people = ids.length
    ? await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: number) => ({ id, name: people.find((p) => p.id === id)?.name ?? 'Operator' });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    summary: approvalKind(r.kind)?.summary(r.payload) ?? r.kind,
    subject: r.subject,
    member_id: r.memberId,
    payload: r.payload,
    payload_hash: r.payloadHash,
    status: r.status as ProposalStatus,
    proposed_by: nameOf(r.proposedBy),
    proposed_at: r.proposedAt.toISOString(),
    decided_by: r.decidedBy ? nameOf(r.decidedBy) : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
    result: r.result ?? null,
  }));
}

/** One proposal as operators read it. */
export async function viewProposal(db: Db, row: ProposalRow): Promise<Proposal> {
  const [view] = await viewProposals(db, [row]);
  if (!view) throw notFound(APPROVAL_MESSAGES.notFound);
  return view;
}

async function audit(
  tx: Db,
  operator: Operator,
  action: string,
  row: ProposalRow,
  now: Date,
  details: Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorUserId: operator.userId,
    action,
    targetUserId: row.memberId,
    details: { ip: operator.ip, proposal_id: row.id, kind: row.kind, subject: row.subject, ...details },
    createdAt: now,
  });
}
