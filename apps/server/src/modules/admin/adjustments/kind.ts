import { ADJUSTMENT_LABELS, ADJUSTMENT_MESSAGES, type AdjustmentType, formatNaira } from '@trust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { journalEntries, ledgerAccounts, postings } from '../../../db/schema/index.ts';
import { badRequest, conflict } from '../../../http/envelope.ts';
import {
  balanceWrittenOff,
  InsufficientBalanceError,
  type Lending,
  type MemberAccountKind,
  manualEntry,
  memberAccountOf,
  membershipFeeRefunded,
  paymentMoved,
  post,
  ReversalError,
  reverse,
  type Transfer,
  UnknownAccountError,
} from '../../../ledger/index.ts';
import { defineApprovalKind } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { settleWrittenOffLoan } from '../../loans/index.ts';

export const ADJUSTMENT = 'adjustment';

/**
 * What a correction's proposal holds (JSON: kobo as text). `reference` (ADJ…) is chosen when it is
 * proposed and is the ledger key's heart, so approving twice posts once; `from_text` and `to_text`
 * say where the money goes, for the approver's last look.
 */
export interface AdjustmentPayload extends Record<string, unknown> {
  type: AdjustmentType;
  reference: string;
  reason: string;
  amount_kobo: string;
  /** The member concerned (name and TFP), if any. */
  member: string | null;
  member_id: number | null;
  from_text: string;
  to_text: string;
  entry_id?: number;
  to_member_id?: number;
  to?: 'contributions' | 'earnings';
  what?: Lending;
  /** Ledger codes (member:<id>:kind) of a manual entry. */
  debit?: string;
  credit?: string;
  /** The payment entry's lines on the first member's accounts, for a move. */
  lines?: { kind: MemberAccountKind; amount: string }[];
}

const ledgerKey = (reference: string) => `adjustment:${reference}`;

/**
 * Corrections under maker-checker: finance (or an admin) proposes one with a reason; a different
 * operator approves it in Approvals, and only then is it posted, as a named transfer through the one
 * ledger pipeline, in the approval's transaction.
 */
export const adjustmentKind = defineApprovalKind<AdjustmentPayload>({
  name: ADJUSTMENT,
  role: 'finance',
  summary: (p) =>
    `${ADJUSTMENT_LABELS[p.type]}: ${formatNaira(BigInt(p.amount_kobo))}${p.member ? `, ${p.member}` : ''} (${p.reference}). Reason: ${p.reason}`,
  async apply({ tx, now, approvedBy }, p) {
    const entry = await postAdjustment(tx, p, now);
    // A loan written off to nothing ends (written off): no Repay, no reminders, trusters released.
    const loanEnded =
      p.type === 'write-off' && p.what === 'loan' && p.member_id !== null
        ? await settleWrittenOffLoan(tx, p.member_id, BigInt(p.amount_kobo), now)
        : false;
    await audit(tx, {
      actor: { userId: approvedBy, ip: 'approval' },
      action: 'adjustment.post',
      now,
      targetUserId: p.member_id,
      details: {
        type: p.type,
        reference: p.reference,
        reason: p.reason,
        entry_id: entry,
        ...(loanEnded ? { loan: 'written_off' } : {}),
      },
      after: { amount_kobo: p.amount_kobo, from: p.from_text, to: p.to_text },
    });
    return {
      message: `${ADJUSTMENT_LABELS[p.type]} posted as entry ${entry}${loanEnded ? '; the loan is closed as written off' : ''}`,
      entry_id: entry,
      reference: p.reference,
    };
  },
});

/**
 * Posts the correction in the caller's transaction and answers the new entry's id. Refusals are the
 * ledger's (a floor, an entry already reversed) as sentences with 409, so nothing is posted.
 */
export async function postAdjustment(tx: Db, p: AdjustmentPayload, now: Date): Promise<number> {
  const key = ledgerKey(p.reference);
  try {
    // A reversal's words are the ledger's own (ledger/reverse.ts), naming the entry it reverses.
    if (p.type === 'reversal') {
      const r = await reverse(tx, p.entry_id ?? 0, key, now);
      return r.entry.id;
    }
    const r = await post(tx, await transferOf(tx, p, key, memberText(p), now));
    return r.entry.id;
  } catch (e) {
    if (e instanceof InsufficientBalanceError) {
      const account = memberAccountOf(e.account);
      const where = account ? `the member's ${account.kind}` : `the account ${e.account}`;
      throw conflict(
        `Refused: ${where} holds ${formatNaira(e.available)}, less than this correction takes (${formatNaira(e.requested)}).`,
      );
    }
    if (e instanceof ReversalError) throw conflict(`Refused: ${e.message}.`);
    if (e instanceof UnknownAccountError) throw badRequest(ADJUSTMENT_MESSAGES.account);
    throw e;
  }
}

/** What the member reads on their transactions: what happened, and the reference to quote. */
function memberText(p: AdjustmentPayload): string {
  switch (p.type) {
    case 'fee-refund':
      return `Membership fee refunded (${p.reference})`;
    case 'payment-move':
      return `Payment moved to the right member (${p.reference})`;
    case 'write-off':
      return `${p.what === 'loan' ? 'Loan' : (p.what ?? '').toUpperCase()} balance written off (${p.reference})`;
    default:
      return `Correction by the fund (${p.reference})`;
  }
}

async function transferOf(
  tx: Db,
  p: AdjustmentPayload,
  key: string,
  description: string,
  at: Date,
): Promise<Transfer> {
  const amountKobo = BigInt(p.amount_kobo);
  const memberId = p.member_id ?? 0;
  switch (p.type) {
    case 'fee-refund': {
      const paid = await feesPaid(tx, memberId);
      if (amountKobo > paid) {
        throw conflict(
          paid === 0n ? ADJUSTMENT_MESSAGES.noFee : ADJUSTMENT_MESSAGES.feeTooLarge(formatNaira(paid)),
        );
      }
      return membershipFeeRefunded({
        key,
        description,
        at,
        memberId,
        amountKobo,
        to: p.to ?? 'contributions',
      });
    }
    case 'payment-move':
      return paymentMoved({
        key,
        description,
        at,
        fromMemberId: memberId,
        toMemberId: p.to_member_id ?? 0,
        lines: (p.lines ?? []).map((l) => ({ kind: l.kind, amount: BigInt(l.amount) })),
      });
    case 'write-off':
      return balanceWrittenOff({ key, description, at, memberId, amountKobo, what: p.what ?? 'loan' });
    default:
      return manualEntry({
        key,
        description,
        at,
        debit: p.debit ?? '',
        credit: p.credit ?? '',
        amountKobo,
        memberId: p.member_id ?? undefined,
      });
  }
}

/**
 * The membership fees a member has paid the fund, less those already refunded: the membership-fee
 * income posted by entries of this member (a fee is credited there, a refund debited).
 */
async function feesPaid(tx: Db, memberId: number): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${postings.amount}), 0)::text` })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
    .where(and(eq(journalEntries.memberId, memberId), eq(ledgerAccounts.code, 'income:membership-fees')));
  return -BigInt(row?.sum ?? '0');
}
