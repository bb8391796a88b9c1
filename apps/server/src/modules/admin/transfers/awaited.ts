import type { AwaitedKind } from '@trust/shared';
import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberships, payments, planChanges, proposals, users } from '../../../db/schema/index.ts';
import { LENDING_KINDS } from '../../wallet/index.ts';

/** The approval kind of a bank transfer confirmation. */
export const TRANSFER_CONFIRM = 'transfer-confirm';

/** One thing a member is awaited to pay by bank transfer. */
export interface Awaited {
  kind: AwaitedKind;
  memberId: number;
  member: string;
  tfp: string;
  amountKobo: bigint;
  /** The awaited payment row's reference (null for a weekly contribution). */
  paymentReference: string | null;
  since: Date;
}

const REPAYMENT_PURPOSES = Object.values(LENDING_KINDS).map((k) => k.transferPurpose);
const lendingOf = (purpose: string) =>
  Object.values(LENDING_KINDS).find((k) => k.transferPurpose === purpose)?.name as AwaitedKind;

const LIMIT = 500;

/** Who an awaited payment is from, as the console lists them. */
const person = { memberId: users.id, member: users.fullName, tfp: users.tfpPin };

/** A member's payments with who the member is: the base of every awaited payment below. */
const pendingQuery = (db: Db) =>
  db
    .select({
      ...person,
      amountKobo: payments.amountKobo,
      ref: payments.reference,
      since: payments.createdAt,
      purpose: payments.purpose,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .$dynamic();
type PendingQuery = ReturnType<typeof pendingQuery>;

/**
 * Every member awaiting a bank transfer, oldest first: a plan start (a pending plan chosen with
 * transfer), an upgrade paid by transfer, a loan, POP or ETC repayment the member said they sent,
 * and the weekly contribution of an active member who pays by transfer. Only members with a TFP
 * (the narration that identifies them) are listed. `where` narrows to one member or a search.
 */
export async function listAwaited(
  db: Db,
  filter: { memberId?: number; q?: string; kind?: AwaitedKind } = {},
): Promise<Awaited[]> {
  const who: SQL[] = [isNotNull(users.tfpPin)];
  if (filter.memberId) who.push(eq(users.id, filter.memberId));
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    who.push(or(ilike(users.fullName, like), ilike(users.tfpPin, like)) as SQL);
  }
  const want = (k: AwaitedKind | 'repayment') =>
    !filter.kind || filter.kind === k || (k === 'repayment' && ['loan', 'pop', 'etc'].includes(filter.kind));
  /** The pending payments of the members `who` selects that also meet `where` (after `join`), oldest first. */
  const pending = (where: SQL[], join: (q: PendingQuery) => PendingQuery = (q) => q) =>
    join(pendingQuery(db))
      .where(and(...who, eq(payments.status, 'pending'), ...where))
      .orderBy(asc(payments.createdAt))
      .limit(LIMIT);

  const plan = want('plan')
    ? await pending(
        [
          eq(payments.purpose, 'transfer'),
          eq(memberships.status, 'pending'),
          eq(memberships.paymentMethod, 'transfer'),
        ],
        (q) => q.innerJoin(memberships, eq(memberships.id, payments.membershipId)),
      )
    : [];
  const change = want('plan-change')
    ? await pending([eq(payments.purpose, 'plan-change-transfer'), eq(planChanges.status, 'pending')], (q) =>
        q.innerJoin(planChanges, eq(planChanges.paymentReference, payments.reference)),
      )
    : [];
  const repay = want('repayment') ? await pending([inArray(payments.purpose, REPAYMENT_PURPOSES)]) : [];
  const weekly = want('contribution')
    ? await db
        .select({
          ...person,
          amountKobo: memberships.contributionKobo,
          since: sql<Date>`coalesce(${memberships.startedAt}, ${memberships.createdAt})`.mapWith(
            memberships.createdAt,
          ),
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(...who, eq(memberships.status, 'active'), eq(memberships.paymentMethod, 'transfer')))
        .orderBy(asc(memberships.startedAt))
        .limit(LIMIT)
    : [];

  const rows: Awaited[] = [
    ...plan.map((r) => ({ ...r, kind: 'plan' as const, paymentReference: r.ref })),
    ...change.map((r) => ({ ...r, kind: 'plan-change' as const, paymentReference: r.ref })),
    ...repay
      .filter((r) => !filter.kind || lendingOf(r.purpose) === filter.kind)
      .map((r) => ({ ...r, kind: lendingOf(r.purpose), paymentReference: r.ref })),
    ...weekly.map((r) => ({ ...r, kind: 'contribution' as const, paymentReference: null })),
  ].map((r) => ({
    kind: r.kind,
    memberId: r.memberId,
    member: r.member,
    tfp: r.tfp as string,
    amountKobo: r.amountKobo,
    paymentReference: r.paymentReference,
    since: r.since,
  }));
  return rows.sort((a, b) => a.since.getTime() - b.since.getTime());
}

/**
 * The confirmations waiting for approval, by what they are for: the awaited payment's reference, or
 * for a weekly contribution the member's TFP (one open proposal per bank credit is the core's rule).
 */
export async function openProposals(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: proposals.id, payload: proposals.payload })
    .from(proposals)
    .where(and(eq(proposals.kind, TRANSFER_CONFIRM), eq(proposals.status, 'proposed')))
    .orderBy(asc(proposals.id));
  // Several weekly confirmations of one member may wait at once: the row names the oldest.
  const open = new Map<string, number>();
  for (const r of rows) {
    const p = r.payload as { payment_reference?: string | null; tfp?: string };
    const key = p.payment_reference ?? `weekly:${p.tfp}`;
    if (!open.has(key)) open.set(key, r.id);
  }
  return open;
}

export const openKey = (a: Pick<Awaited, 'paymentReference' | 'tfp'>) =>
  a.paymentReference ?? `weekly:${a.tfp}`;
