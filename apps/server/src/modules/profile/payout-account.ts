import { accountNameMatches, BANK_MESSAGES, PROFILE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { BankDirectory } from '../../gateways/index.ts';
import { notFound } from '../../http/envelope.ts';
import { resolveAccountName } from '../banks/index.ts';
import { type Actor, recordBankChange } from './bank-change.ts';

type UserRow = typeof users.$inferSelect;

/**
 * The member's new payout account (docs/domain-rules.md "Money rails"): the bank from the provider's
 * list, the account's name as the bank gives it (never typed), and whether that name is the member's.
 * A name that is not waits for an operator's review (bankNameCheck 'review'); payouts to it wait
 * until it is approved, and every change starts the 24 hours before a payout goes to the new account.
 * The same account again changes nothing. The caller has checked the member's code.
 * Errors: resolveAccountName's (400 bank or account, 503 provider); 404 for a member who is gone.
 */
export async function changePayoutAccount(
  deps: { db: Db; banks: BankDirectory },
  userId: number,
  input: { bankCode: string; accountNumber: string },
  actor: Actor,
  now: Date,
): Promise<{ user: UserRow; message: string }> {
  const account = await resolvePayoutAccount(deps, userId, input, now);
  return deps.db.transaction((tx) => writePayoutAccount(tx, userId, account, actor, now));
}

/** A payout account as the bank names it: what writePayoutAccount stores. */
export interface ResolvedPayoutAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * The account's name and bank as the provider gives them, for this member (the NUBAN check first).
 * Errors: resolveAccountName's (400 bank or account, 503 provider); 404 for a member who is gone.
 */
export async function resolvePayoutAccount(
  deps: { db: Db; banks: BankDirectory },
  userId: number,
  input: { bankCode: string; accountNumber: string },
  now: Date,
): Promise<ResolvedPayoutAccount> {
  const [member] = await deps.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('Member not found');
  const resolved = await resolveAccountName(deps, { ...input, asker: member.fullName }, now);
  return { ...input, bankName: resolved.bankName, accountName: resolved.accountName };
}

/**
 * Writes a resolved payout account in the caller's transaction: the name check against the member's
 * names ('review' when it is not theirs), the 24 hours from now, the audit and the member's notice.
 * The same account again changes nothing. Used by the member's own change (after their code) and by
 * an operator's change once a second operator approved it.
 */
export async function writePayoutAccount(
  tx: Db,
  userId: number,
  account: ResolvedPayoutAccount,
  actor: Actor,
  now: Date,
): Promise<{ user: UserRow; message: string }> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) throw notFound('Member not found');
  const same =
    before.bankCode === account.bankCode &&
    before.accountNumber === account.accountNumber &&
    before.accountHolderName === account.accountName;
  if (same) return { user: before, message: PROFILE_MESSAGES.bankSaved };
  const matches = accountNameMatches(before.fullName, account.accountName);
  const [user] = await tx
    .update(users)
    .set({
      bankCode: account.bankCode,
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      accountHolderName: account.accountName,
      bankNameCheck: matches ? 'matched' : 'review',
      bankChangedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('Member not found');
  await recordBankChange(tx, before, user, actor, now);
  return { user, message: matches ? PROFILE_MESSAGES.bankSaved : BANK_MESSAGES.underReview };
}
