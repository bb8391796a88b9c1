import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyMember } from '../notifications/index.ts';

type UserRow = typeof users.$inferSelect;

/** The payout account: where cash-outs and redemptions are paid. */
interface BankDetails {
  bankName: string | null;
  accountNumber: string | null;
  accountHolderName: string | null;
}

/** Who changed the details: the member in their own session, or an operator (named in the audit log). */
export interface Actor {
  userId: number;
  kind: 'member' | 'operator';
  /** Where the change came from (the request's address), for the audit log. */
  ip?: string;
}

const bankOf = (u: UserRow): BankDetails => ({
  bankName: u.bankName,
  accountNumber: u.accountNumber,
  accountHolderName: u.accountHolderName,
});

/** Only the last 4 digits of an account number are ever shown or kept outside the member's row. */
const maskAccountNumber = (n: string | null) =>
  n ? `${'*'.repeat(Math.max(n.length - 4, 0))}${n.slice(-4)}` : null;

/** "Ngozi Eze" -> "N**** E**": enough to tell two names apart, not to read one off the log. */
const maskName = (name: string | null) =>
  name ? name.replace(/\p{L}+/gu, (w) => `${w[0]}${'*'.repeat(w.length - 1)}`) : null;

const masked = (b: BankDetails) => ({
  bank_name: b.bankName,
  account_number: maskAccountNumber(b.accountNumber),
  account_holder_name: maskName(b.accountHolderName),
});

const changed = (a: BankDetails, b: BankDetails) =>
  a.bankName !== b.bankName ||
  a.accountNumber !== b.accountNumber ||
  a.accountHolderName !== b.accountHolderName;

const lagosTime = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * When the payout account changed, records it inside the caller's transaction: an audit-log row
 * naming who did it with the old and new details masked, and a notice to the member in the app and
 * by a queued email. Answers whether anything changed.
 * A changed payout account is how a taken-over account is robbed, so the member always hears of it.
 */
export async function recordBankChange(
  tx: Db,
  before: UserRow,
  after: UserRow,
  actor: Actor,
  now: Date,
): Promise<boolean> {
  const old = bankOf(before);
  const next = bankOf(after);
  if (!changed(old, next)) return false;
  await recordAudit(tx, {
    actorUserId: actor.userId,
    action: 'member.bank_details_change',
    targetUserId: after.id,
    details: { by: actor.kind, ...(actor.ip ? { ip: actor.ip } : {}), old: masked(old), new: masked(next) },
    createdAt: now,
  });
  const subject = 'Bank details changed';
  const who = actor.kind === 'member' ? 'from your account' : 'by a Trust Fund operator';
  const account = [next.bankName, maskAccountNumber(next.accountNumber)].filter(Boolean).join(' ');
  const message =
    `Your bank details for cash-outs were changed ${who} on ${lagosTime(now)} (Lagos time). ` +
    `New account: ${account || 'none'}. If you did not make this change, contact support at once.`;
  // A security notice: by email whatever the member's choices, queued with the change.
  await notifyMember(tx, { memberId: after.id, kind: 'bank_details_changed', subject, message, at: now });
  return true;
}
