import { randomBytes } from 'node:crypto';
import {
  ADJUSTMENT_MESSAGES,
  type adjustmentBodySchema,
  FUND_ACCOUNT_LABELS,
  type FundAccountName,
  MEMBER_ACCOUNT_LABELS,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { proposals } from '../../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../../http/envelope.ts';
import { memberAccountOf } from '../../../ledger/index.ts';
import { type Operator, propose } from '../../approvals/index.ts';
import { loanEndedByWriteOff } from '../../loans/index.ts';
import { entryById, linesOf } from './journal.ts';
import { ADJUSTMENT, type AdjustmentPayload, postAdjustment } from './kind.ts';
import { ledgerCode, memberByTfp, type NamedMember, operatorName, tfpsOf } from './names.ts';

export type AdjustmentInput = z.output<typeof adjustmentBodySchema>;

/** A payment the fund received, which can be on the wrong member. */
const PAYMENT_KINDS = new Set(['contribution', 'save-more', 'repayment']);

const newReference = () => `ADJ${randomBytes(5).toString('hex').toUpperCase()}`;
const named = (m: NamedMember) => `${m.name} (${m.tfp})`;
const accountLabel = (name: string) =>
  FUND_ACCOUNT_LABELS[name as FundAccountName] ??
  name.replace(
    /:(\w+)$/,
    (_s, k: keyof typeof MEMBER_ACCOUNT_LABELS) => `'s ${MEMBER_ACCOUNT_LABELS[k].toLowerCase()}`,
  );

/**
 * An operator proposes a correction with a reason: nothing posts. It is checked now by posting it
 * and rolling back (so a correction the ledger would refuse is refused at once, with the same
 * sentence), then waits in Approvals for a different operator. A reversal or a move of one entry is
 * proposed once while one waits (409).
 * Errors: 404 unknown entry or TFP; 400 a move of what is not a payment, or to the same member;
 * 409 the ledger's refusal (a floor, an entry already reversed, a fee larger than was paid).
 */
export async function proposeAdjustment(db: Db, operator: Operator, input: AdjustmentInput, now: Date) {
  const reference = newReference();
  const base = { reference, reason: input.reason };
  let payload: AdjustmentPayload;
  let subject = `adjustment:${reference}`;
  switch (input.type) {
    case 'reversal': {
      const entry = await entryById(db, input.entry_id);
      if (!entry) throw notFound(ADJUSTMENT_MESSAGES.noEntry);
      const lines = await linesOf(db, [entry.id]);
      if (
        entry.kind === 'write-off' &&
        entry.memberId &&
        lines.some((l) => l.code === `member:${entry.memberId}:loan`) &&
        (await loanEndedByWriteOff(db, entry.memberId, entry.createdAt))
      )
        throw conflict(ADJUSTMENT_MESSAGES.writeOffEndedLoan);
      const amount = lines.reduce((s, l) => (l.amount > 0n ? s + l.amount : s), 0n);
      const member = entry.memberId ? (await tfpsOf(db, [entry.memberId])).get(entry.memberId) : null;
      payload = {
        ...base,
        type: 'reversal',
        amount_kobo: String(amount),
        member: member ?? null,
        member_id: entry.memberId,
        entry_id: entry.id,
        from_text: `Entry ${entry.id}: ${entry.description}`,
        to_text: 'Its mirror entry: every line the other way',
      };
      subject = `entry:${entry.id}:reversal`;
      break;
    }
    case 'fee-refund': {
      const m = await memberByTfp(db, input.tfp);
      payload = {
        ...base,
        type: 'fee-refund',
        amount_kobo: String(input.amount),
        member: named(m),
        member_id: m.id,
        to: input.to,
        from_text: FUND_ACCOUNT_LABELS['income:membership-fees'],
        to_text: `${m.name}'s ${input.to}`,
      };
      break;
    }
    case 'payment-move': {
      const entry = await entryById(db, input.entry_id);
      if (!entry) throw notFound(ADJUSTMENT_MESSAGES.noEntry);
      if (!PAYMENT_KINDS.has(entry.kind) || !entry.memberId || entry.reversesEntryId !== null)
        throw badRequest(ADJUSTMENT_MESSAGES.notAPayment);
      if (await alreadyMoved(db, entry.id)) throw conflict(ADJUSTMENT_MESSAGES.alreadyMoved);
      const to = await memberByTfp(db, input.to_tfp);
      if (to.id === entry.memberId) throw badRequest(ADJUSTMENT_MESSAGES.sameMember);
      const own = (await linesOf(db, [entry.id])).flatMap((l) => {
        const account = memberAccountOf(l.code);
        return account?.memberId === entry.memberId ? [{ kind: account.kind, amount: l.amount }] : [];
      });
      // A payment credits the member's accounts (negative lines): what it moved is the sum of those credits.
      const amount = own.reduce((s, l) => s - l.amount, 0n);
      const fromTfp = (await tfpsOf(db, [entry.memberId])).get(entry.memberId) ?? '';
      payload = {
        ...base,
        type: 'payment-move',
        amount_kobo: String(amount),
        member: `${fromTfp} to ${named(to)}`,
        member_id: entry.memberId,
        to_member_id: to.id,
        entry_id: entry.id,
        lines: own.map((l) => ({ kind: l.kind, amount: String(l.amount) })),
        from_text: `${fromTfp} (entry ${entry.id}: ${entry.description})`,
        to_text: named(to),
      };
      subject = `entry:${entry.id}:move`;
      break;
    }
    case 'write-off': {
      const m = await memberByTfp(db, input.tfp);
      payload = {
        ...base,
        type: 'write-off',
        amount_kobo: String(input.amount),
        member: named(m),
        member_id: m.id,
        what: input.what,
        from_text: FUND_ACCOUNT_LABELS['expense:write-offs'],
        to_text: `${m.name}'s ${input.what === 'loan' ? 'loan' : input.what.toUpperCase()} balance`,
      };
      break;
    }
    case 'manual': {
      const debit = await ledgerCode(db, input.debit);
      const credit = await ledgerCode(db, input.credit);
      const member = debit.member ?? credit.member;
      const tfps = await tfpsOf(db, member ? [member.id] : []);
      payload = {
        ...base,
        type: 'manual',
        amount_kobo: String(input.amount),
        member: member ? named(member) : null,
        member_id: member?.id ?? null,
        debit: debit.code,
        credit: credit.code,
        from_text: `Credit ${accountLabel(operatorName(credit.code, tfps))} (${input.credit})`,
        to_text: `Debit ${accountLabel(operatorName(debit.code, tfps))} (${input.debit})`,
      };
      break;
    }
  }
  await dryRun(db, payload, now);
  const row = await propose(db, {
    operator,
    kind: ADJUSTMENT,
    subject,
    memberId: payload.member_id,
    payload,
    now,
  });
  return { proposal_id: row.id, reference };
}

/** Whether a move of this payment was approved already: a payment moves once. */
async function alreadyMoved(db: Db, entryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.kind, ADJUSTMENT),
        eq(proposals.subject, `entry:${entryId}:move`),
        eq(proposals.status, 'approved'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

class RolledBack extends Error {}

/** Posts the correction and rolls it back: the ledger's refusal refuses the proposal. */
async function dryRun(db: Db, payload: AdjustmentPayload, now: Date) {
  try {
    await db.transaction(async (tx) => {
      await postAdjustment(tx, payload, now);
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
}
