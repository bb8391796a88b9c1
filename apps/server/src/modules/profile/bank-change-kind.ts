import { ADMIN_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { BankDirectory } from '../../gateways/index.ts';
import { notFound } from '../../http/envelope.ts';
import { defineApprovalKind, type Operator, propose } from '../approvals/index.ts';
import { resolvePayoutAccount, writePayoutAccount } from './payout-account.ts';

/** The maker-checker kind of a member's bank details changed by an operator (role support). */
const MEMBER_BANK_CHANGE = 'member-bank-change';

interface BankChangePayload extends Record<string, unknown> {
  member_id: number;
  member_name: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  /** The account's name as the bank gave it when the change was proposed (never typed). */
  account_holder_name: string;
  reason: string;
}

/**
 * Approving a bank details change an operator proposed for a member (a second operator), in the
 * approval's transaction: the member's payout account is written through the profile's own update,
 * which audits the old and new details (masked) and tells the member in the app and by email, as when
 * the member changes them. Payouts go to this account, so it never changes on one operator's word.
 */
export const memberBankChangeKind = defineApprovalKind<BankChangePayload>({
  name: MEMBER_BANK_CHANGE,
  role: 'support',
  summary: (p) =>
    `Change ${p.member_name}'s bank details to ${p.bank_name} account ending ${p.account_number.slice(-4)} (${p.reason})`,
  async apply({ tx, now, approvedBy }, p) {
    await writePayoutAccount(
      tx,
      p.member_id,
      {
        bankCode: p.bank_code,
        bankName: p.bank_name,
        accountNumber: p.account_number,
        accountName: p.account_holder_name,
      },
      { userId: approvedBy, kind: 'operator' },
      now,
    );
    return { member_id: p.member_id };
  },
});

/**
 * An operator proposes new bank details for a member, with a reason; nothing changes until another
 * operator approves (Approvals). Errors: 404 when the id is not a member's; 409 while another change of
 * this member's bank details awaits approval.
 */
export async function proposeMemberBankChange(
  deps: { db: Db; banks: BankDirectory },
  input: {
    operator: Operator;
    memberId: number;
    bank: { bankcode: string; accountnumber: string };
    reason: string;
    now: Date;
  },
) {
  const { db } = deps;
  const [member] = await db
    .select({ id: users.id, name: users.fullName, role: users.role })
    .from(users)
    .where(eq(users.id, input.memberId));
  if (member?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
  // The bank's name for the account, read now: the approver sees whose account it is.
  const account = await resolvePayoutAccount(
    deps,
    member.id,
    { bankCode: input.bank.bankcode, accountNumber: input.bank.accountnumber },
    input.now,
  );
  return propose(db, {
    operator: input.operator,
    kind: MEMBER_BANK_CHANGE,
    subject: `member-bank:${member.id}`,
    memberId: member.id,
    payload: {
      member_id: member.id,
      member_name: member.name,
      bank_code: account.bankCode,
      bank_name: account.bankName,
      account_number: account.accountNumber,
      account_holder_name: account.accountName,
      reason: input.reason,
    },
    now: input.now,
  });
}
