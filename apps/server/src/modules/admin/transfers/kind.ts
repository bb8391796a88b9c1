import {
  AWAITED_KIND_LABELS,
  type AwaitedKind,
  formatNaira,
  TRANSFER_MESSAGES,
  toNairaNumber,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payments, users } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/envelope.ts';
import { defineApprovalKind } from '../../approvals/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { confirmationMessage, confirmTransferIn, mailReceiptOnce } from '../../joining/index.ts';
import { notifyMember } from '../../notifications/index.ts';
import { findPayment } from '../../payments/index.ts';
import { confirmRepaymentTransferIn } from '../../wallet/index.ts';
import { TRANSFER_CONFIRM } from './awaited.ts';

/** What a transfer confirmation proposal holds (JSON: kobo as a string). */
export interface TransferPayload {
  target: AwaitedKind;
  tfp: string;
  member: string;
  amount_kobo: string;
  bank_reference: string;
  payment_reference: string | null;
}

const REPAYMENTS = new Set<AwaitedKind>(['loan', 'pop', 'etc']);

/**
 * Confirming a bank transfer under maker-checker (issue 18): finance proposes, another operator
 * approves, and approval runs the same confirmation the command-line tool always ran, in the
 * approval's transaction. The member is told the outcome in their notifications.
 */
export const transferConfirmationKind = defineApprovalKind<TransferPayload & Record<string, unknown>>({
  name: TRANSFER_CONFIRM,
  role: 'finance',
  summary: (p) =>
    `Confirm ${formatNaira(BigInt(p.amount_kobo))} from ${p.member} (${p.tfp}), ${AWAITED_KIND_LABELS[p.target].toLowerCase()}, bank reference ${p.bank_reference}`,

  apply: ({ tx, now, approvedBy }, p) => applyConfirmation(tx, p, now, approvedBy),

  // The receipt of a plan paid by transfer is mailed once, after the approval committed.
  async afterApply(deps, p, result) {
    if (result.kind !== 'plan' || typeof result.reference !== 'string') return;
    if (p.target !== 'plan' && p.target !== 'plan-change') return;
    const paid = await findPayment(deps.db, result.reference);
    if (paid) await mailReceiptOnce(deps, paid);
  },

  async rejected({ tx, now }, p, reason) {
    const memberId = await memberOf(tx, p);
    await notifyMember(tx, {
      memberId: memberId,
      kind: 'transfer_rejected',
      subject: TRANSFER_MESSAGES.rejectedNotice,
      message: `We could not confirm a bank transfer of ${formatNaira(BigInt(p.amount_kobo))} from you (bank reference ${p.bank_reference}): ${reason}. If you sent it, reply with your bank's receipt.`,
      at: now,
    });
  },
});

/** The member a confirmation is for: the TFP holder. */
async function memberOf(tx: Parameters<typeof notifyMember>[0], p: TransferPayload): Promise<number> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.tfpPin, p.tfp)).limit(1);
  if (!u) throw notFound(`No member has the TFP ${p.tfp}`);
  return u.id;
}

/**
 * Confirms the transfer in the caller's transaction: the approval's, or proposing's dry run
 * (propose.ts), which rolls back, so a proposal is refused for the same reasons an approval would be.
 */
export async function applyConfirmation(
  tx: Db,
  p: TransferPayload,
  now: Date,
  approvedBy: number,
): Promise<Record<string, unknown>> {
  const amountKobo = BigInt(p.amount_kobo);
  let result: Record<string, unknown>;
  let memberId: number;
  if (REPAYMENTS.has(p.target)) {
    const reference = p.payment_reference ?? '';
    const [awaited] = await tx.select().from(payments).where(eq(payments.reference, reference)).limit(1);
    if (!awaited) throw notFound('No repayment transfer has this reference');
    if (awaited.amountKobo !== amountKobo) {
      throw badRequest(
        `The amount due from ${p.tfp} is ${formatNaira(awaited.amountKobo)}; ${formatNaira(amountKobo)} was proposed. Check the bank statement.`,
      );
    }
    const paid = await confirmRepaymentTransferIn(tx, reference, now);
    await recordAudit(tx, {
      actorUserId: approvedBy,
      action: 'transfer.confirm_repayment',
      targetUserId: paid.userId,
      details: { tfp: p.tfp, amount_kobo: p.amount_kobo, reference, bank_reference: p.bank_reference },
      createdAt: now,
    });
    memberId = paid.userId;
    result = {
      message: `Transfer confirmed: ${p.member}'s ${AWAITED_KIND_LABELS[p.target].toLowerCase()} is posted`,
      tfp: p.tfp,
      member: p.member,
      kind: p.target,
      reference,
      amount: toNairaNumber(amountKobo),
      weeks_paid: [],
    };
  } else {
    const r = await confirmTransferIn(
      tx,
      { tfp: p.tfp, amountKobo, actorUserId: approvedBy, bankReference: p.bank_reference },
      now,
    );
    memberId = await memberOf(tx, p);
    result = {
      message: confirmationMessage(r),
      tfp: r.tfp,
      member: r.member,
      kind: r.kind,
      plan: r.plan,
      started_at: r.startedAt.toISOString(),
      reference: r.reference,
      amount: toNairaNumber(r.amountKobo),
      weeks_paid: r.weeks ? [...r.weeks.paidLate, ...r.weeks.paid] : [],
    };
  }
  await notifyMember(tx, {
    memberId: memberId,
    kind: 'transfer_confirmed',
    subject: TRANSFER_MESSAGES.approvedNotice,
    message: `We received your bank transfer of ${formatNaira(amountKobo)} (${AWAITED_KIND_LABELS[p.target].toLowerCase()}, bank reference ${p.bank_reference}). It is now in your account.`,
    at: now,
  });
  return result;
}
