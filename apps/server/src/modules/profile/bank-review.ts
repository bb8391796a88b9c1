import type { BankNameCheck, BankReview } from '@trust/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { recordAudit } from '../audit/index.ts';
import { notifyMember } from '../notifications/index.ts';

/**
 * The console's review queue: members whose payout account's name is not theirs (bankNameCheck
 * 'review'), the longest waiting first. The full account number is shown to the operator checking it.
 */
export async function listBankReviews(db: Db): Promise<BankReview[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.bankNameCheck, 'review'))
    .orderBy(asc(users.bankChangedAt), asc(users.id))
    .limit(200);
  return rows.map((u) => ({
    member: { id: u.id, name: u.fullName, email: u.email },
    bank_name: u.bankName ?? '',
    bank_code: u.bankCode,
    account_number: u.accountNumber ?? '',
    account_name: u.accountHolderName ?? '',
    changed_at: (u.bankChangedAt ?? u.updatedAt).toISOString(),
  }));
}

/**
 * An operator approves or rejects a payout account whose name did not match (audited; the member is
 * told). Approved, its payouts may be sent (once the 24 hours after the change are over); rejected,
 * they keep waiting until the member gives an account in their own name.
 * Errors: 404 no such member; 409 nothing waiting for review (already decided, or changed since).
 */
export async function decideBankReview(
  db: Db,
  input: { operatorId: number; memberId: number; decision: 'approve' | 'reject'; reason?: string; now: Date },
): Promise<{ member_id: number; state: BankNameCheck }> {
  return db.transaction(async (tx) => {
    const [u] = await tx.select().from(users).where(eq(users.id, input.memberId)).for('update');
    if (u?.role !== 'member') throw notFound('Member not found');
    if (u.bankNameCheck !== 'review') throw conflict('This member has no bank details waiting for review');
    const state = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(users)
      .set({ bankNameCheck: state, updatedAt: input.now })
      .where(and(eq(users.id, u.id), eq(users.bankNameCheck, 'review')));
    await recordAudit(tx, {
      actorUserId: input.operatorId,
      action: `member.bank_review_${state}`,
      targetUserId: u.id,
      details: {
        reason: input.reason ?? null,
        bank_name: u.bankName,
        account_number: u.accountNumber ? `******${u.accountNumber.slice(-4)}` : null,
      },
      createdAt: input.now,
    });
    const message =
      state === 'approved'
        ? `Your bank account ending ${u.accountNumber?.slice(-4)} was approved for payouts.`
        : `Your bank account ending ${u.accountNumber?.slice(-4)} was not approved for payouts because its name is not yours. Please give an account in your own name on your profile.`;
    await notifyMember(tx, {
      memberId: u.id,
      kind: 'bank_details_changed',
      subject: state === 'approved' ? 'Bank account approved' : 'Bank account not approved',
      message,
      at: input.now,
    });
    return { member_id: u.id, state };
  });
}
