import { type AdminRefund, REFUND_MESSAGES, REFUND_OUTCOMES, toNairaNumber } from '@trust/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payments, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import type { Operator } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { askProviderToRefund, REFUND_ATTENTION } from '../../payments/index.ts';

const open = and(inArray(payments.refundStatus, [...REFUND_ATTENTION]), isNull(payments.refundResolvedAt));

type Row = { p: typeof payments.$inferSelect; name: string; email: string; tfp: string | null };

const view = ({ p, name, email, tfp }: Row): AdminRefund => ({
  id: p.id,
  reference: p.reference,
  member: { id: p.userId, name, email, tfp },
  amount: toNairaNumber(p.amountKobo),
  purpose: p.purpose,
  status: (REFUND_OUTCOMES as readonly string[]).includes(p.refundStatus ?? '')
    ? (p.refundStatus as AdminRefund['status'])
    : 'pending',
  reason: p.failureReason,
  error: p.refundError,
  requested_at: p.refundRequestedAt?.toISOString() ?? null,
});

const select = (db: Db) =>
  db
    .select({ p: payments, name: users.fullName, email: users.email, tfp: users.tfpPin })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId));

/** Refunds the provider reports failed or needing attention that no operator has closed, oldest first. */
export async function listOpenRefunds(db: Db) {
  const rows = await select(db)
    .where(open)
    .orderBy(asc(payments.refundRequestedAt), asc(payments.id))
    .limit(500);
  return { refunds: rows.map(view), total: rows.length };
}

/**
 * The refund as it stands before an operator acts on it (for the audit's "before"). Whether it is still
 * open is the claim's to say: its update matches an open refund only, so two presses at once act once.
 */
async function refundBefore(db: Db, id: number) {
  const [row] = await select(db).where(eq(payments.id, id));
  if (!row?.p.refundRequestedAt) throw notFound(REFUND_MESSAGES.notFound);
  return row;
}

/**
 * Asks the provider for the refund again (after the member's bank details were given to it, or an
 * outage). The claim (failed or needs-attention -> none) lets one press through; the provider's answer
 * is stored as the first one was. Audited with the status before and after.
 */
export async function retryRefund(
  deps: Pick<Deps, 'db' | 'gateway' | 'log' | 'clock'>,
  operator: Operator,
  id: number,
) {
  const before = await refundBefore(deps.db, id);
  const [claimed] = await deps.db
    .update(payments)
    .set({ refundStatus: null, refundError: null })
    .where(and(eq(payments.id, id), open))
    .returning({ id: payments.id });
  if (!claimed) throw conflict(REFUND_MESSAGES.notOpen);
  const status = await askProviderToRefund(deps, id, before.p.reference);
  await audit(deps.db, {
    actor: operator,
    action: 'refund.retry',
    now: deps.clock.now(),
    targetUserId: before.p.userId,
    before: { refund_status: before.p.refundStatus, error: before.p.refundError },
    after: { refund_status: status },
    details: { reference: before.p.reference },
  });
  const [after] = await select(deps.db).where(eq(payments.id, id));
  return view(after ?? before);
}

/** An operator closes a refund with a note of what was done (refunded by hand, nothing owed). Audited. */
export async function resolveRefund(
  deps: Pick<Deps, 'db' | 'clock'>,
  operator: Operator,
  id: number,
  note: string,
) {
  const before = await refundBefore(deps.db, id);
  const now = deps.clock.now();
  const [done] = await deps.db
    .update(payments)
    .set({ refundResolvedAt: now, refundResolvedBy: operator.userId, refundNote: note })
    .where(and(eq(payments.id, id), open))
    .returning({ id: payments.id });
  if (!done) throw conflict(REFUND_MESSAGES.notOpen);
  await audit(deps.db, {
    actor: operator,
    action: 'refund.resolve',
    now,
    targetUserId: before.p.userId,
    before: { refund_status: before.p.refundStatus, resolved: false },
    after: { refund_status: before.p.refundStatus, resolved: true, note },
    details: { reference: before.p.reference },
  });
  return view(before);
}
