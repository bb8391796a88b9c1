import {
  formatNaira,
  toNairaNumber,
  UNCREDITED_MESSAGES,
  type UncreditedReason,
  type UncreditedTransfer,
} from '@trust/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { proposals, uncreditedTransfers, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { defineApprovalKind, type Operator, propose } from '../approvals/index.ts';
import { recordAudit } from '../audit/index.ts';
import { partLabel } from './allocation.ts';
import { creditArrival, mailPlanReceipt } from './credit.ts';

/** The approval kind of a credit finance proposes for a transfer that was not credited by itself. */
const UNCREDITED_CREDIT = 'uncredited-transfer-credit';
const subjectOf = (reference: string) => `uncredited:${reference}`;
const TERMINATED = 5;

/** What a proposal to credit holds (JSON: kobo as a string). */
interface CreditPayload extends Record<string, unknown> {
  id: number;
  reference: string;
  tfp: string;
  member: string;
  amount_kobo: string;
  /** What the approval dialog says the money comes from and goes to. */
  from_text: string;
  to_text: string;
}

/**
 * The transfers into dedicated accounts that wait for finance, the longest waiting first, with the
 * reason, the account's member when it is one of ours, and a credit already waiting for approval.
 */
export async function listUncredited(db: Db): Promise<UncreditedTransfer[]> {
  const rows = await db
    .select({ t: uncreditedTransfers, name: users.fullName, tfp: users.tfpPin })
    .from(uncreditedTransfers)
    .leftJoin(users, eq(users.id, uncreditedTransfers.userId))
    .where(isNull(uncreditedTransfers.creditedAt))
    .orderBy(asc(uncreditedTransfers.receivedAt), asc(uncreditedTransfers.id));
  const open = await db
    .select({ id: proposals.id, subject: proposals.subject })
    .from(proposals)
    .where(and(eq(proposals.kind, UNCREDITED_CREDIT), eq(proposals.status, 'proposed')));
  const proposalOf = new Map(open.map((p) => [p.subject, p.id]));
  return rows.map(({ t, name, tfp }) => ({
    id: t.id,
    reference: t.reference,
    reason: t.reason as UncreditedReason,
    account_number: t.accountNumber,
    member: t.userId && name ? { id: t.userId, name, tfp } : null,
    amount: toNairaNumber(t.amountKobo),
    currency: t.currency,
    received_at: t.receivedAt.toISOString(),
    proposal_id: proposalOf.get(subjectOf(t.reference)) ?? null,
  }));
}

/** The transfer, still uncredited and in naira, and the member the TFP names, not terminated. */
async function creditable(db: Db, id: number, tfp: string) {
  const [row] = await db.select().from(uncreditedTransfers).where(eq(uncreditedTransfers.id, id));
  if (!row) throw notFound(UNCREDITED_MESSAGES.notFound);
  if (row.creditedAt) throw conflict(UNCREDITED_MESSAGES.alreadyCredited);
  if (row.currency !== 'NGN') throw badRequest(UNCREDITED_MESSAGES.notNaira);
  const [member] = await db
    .select({ id: users.id, name: users.fullName, status: users.status })
    .from(users)
    .where(eq(users.tfpPin, tfp));
  if (!member) throw notFound(`No member has the TFP ${tfp}`);
  if (member.status === TERMINATED) throw badRequest(UNCREDITED_MESSAGES.memberClosed(tfp));
  return { row, member };
}

/**
 * Finance proposes crediting an uncredited transfer to the member with this TFP: nothing posts; a
 * different operator's approval credits it (the kind below). One open proposal per transfer.
 */
export async function proposeUncreditedCredit(
  db: Db,
  operator: Operator,
  input: { id: number; tfp: string },
  now: Date,
) {
  const { row, member } = await creditable(db, input.id, input.tfp);
  const payload: CreditPayload = {
    id: row.id,
    reference: row.reference,
    tfp: input.tfp,
    member: member.name,
    amount_kobo: String(row.amountKobo),
    from_text: `The payment provider: transfer ${row.reference} to account ${row.accountNumber ?? 'not named'}`,
    to_text: `${member.name}'s account (${input.tfp})`,
  };
  return propose(db, {
    operator,
    kind: UNCREDITED_CREDIT,
    subject: subjectOf(row.reference),
    memberId: member.id,
    payload,
    now,
  });
}

/**
 * Crediting a transfer that was not credited by itself, under maker-checker: approval credits it to
 * the member as a transfer into their own account would be (allocation.ts: what they owe first, the
 * rest to Save More, from asset:provider-clearing under the provider's reference), in the approval's
 * transaction, and marks it credited. The member gets the same receipt.
 */
export const uncreditedCreditKind = defineApprovalKind<CreditPayload>({
  name: UNCREDITED_CREDIT,
  role: 'finance',
  summary: (p) =>
    `Credit ${formatNaira(BigInt(p.amount_kobo))} received under ${p.reference} to ${p.member} (${p.tfp})`,

  async apply({ tx, now, approvedBy }, p) {
    const [locked] = await tx
      .select({ id: uncreditedTransfers.id })
      .from(uncreditedTransfers)
      .where(eq(uncreditedTransfers.id, p.id))
      .for('update');
    if (!locked) throw notFound(UNCREDITED_MESSAGES.notFound);
    const { row, member } = await creditable(tx, p.id, p.tfp);
    const credited = await creditArrival(tx, {
      userId: member.id,
      accountNumber: row.accountNumber ?? row.reference,
      bankName: null,
      reference: row.reference,
      amountKobo: row.amountKobo,
      now,
    });
    if (!credited) throw conflict(UNCREDITED_MESSAGES.alreadyCredited);
    await tx
      .update(uncreditedTransfers)
      .set({ creditedUserId: member.id, creditedAt: now })
      .where(eq(uncreditedTransfers.id, row.id));
    await recordAudit(tx, {
      actorUserId: approvedBy,
      action: 'transfer.credit_uncredited',
      targetUserId: member.id,
      details: { reference: row.reference, reason: row.reason, amount_kobo: String(row.amountKobo) },
      createdAt: now,
    });
    const where = credited.parts.map((x) => `${formatNaira(x.amountKobo)} to ${partLabel(x)}`).join('; ');
    return {
      message: `Credited ${formatNaira(row.amountKobo)} to ${member.name}: ${where}`,
      member: member.name,
      tfp: p.tfp,
      amount: toNairaNumber(row.amountKobo),
      plan_payment: credited.planPaid,
    };
  },

  // A plan the transfer started or upgraded gets its own receipt, after the approval committed.
  async afterApply(deps, _p, result) {
    if (typeof result.plan_payment === 'string') await mailPlanReceipt(deps, result.plan_payment);
  },
});
