import { LOAN_MESSAGES } from '@trust/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, proposals } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import { LOAN_DISBURSAL } from './disbursal-kind.ts';
import { endRequest } from './respond.ts';

/**
 * POST /userloanaction (docs/domain-rules.md, Loans):
 * - 3 cancel: an application waiting for its trusters (loan_status 2), or a saved one, ends;
 * - 1 withdraw: the same, or an approved loan before its disbursal is approved (loan_status 4): the
 *   waiting disbursal proposal is closed with the reason, so nothing is ever lent;
 * - 2 refund: a disbursed loan is refunded by repaying it (the wallet's Repay), so this only says so.
 * Either end frees the trusters' pins. Nothing to act on answers 400.
 */
export async function loanAction(
  db: Db,
  userId: number,
  action: 1 | 2 | 3,
  loanId: number | undefined,
  now: Date,
) {
  const allowed =
    action === 3 ? ['awaiting', 'saved'] : action === 1 ? ['awaiting', 'saved', 'approved'] : ['disbursed'];
  return db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(loans)
      .where(
        and(
          eq(loans.userId, userId),
          inArray(loans.state, allowed),
          ...(loanId ? [eq(loans.id, loanId)] : []),
        ),
      )
      .orderBy(desc(loans.createdAt), desc(loans.id))
      .limit(1)
      .for('update');
    if (!loan) throw badRequest(LOAN_MESSAGES.noAction);
    if (action === 2) throw badRequest(LOAN_MESSAGES.refundByRepay);
    if (loan.state === 'approved') {
      await tx
        .update(proposals)
        .set({ status: 'rejected', decidedAt: now, reason: 'The member withdrew the loan application' })
        .where(
          and(
            eq(proposals.kind, LOAN_DISBURSAL),
            eq(proposals.subject, `loan:${loan.id}`),
            eq(proposals.status, 'proposed'),
          ),
        );
    }
    const state = action === 3 ? 'cancelled' : 'withdrawn';
    const message = action === 3 ? LOAN_MESSAGES.cancelled : LOAN_MESSAGES.withdrawn;
    await endRequest(tx, loan, state, now, message);
    return { loan_id: loan.id, loan_status: 0, message };
  });
}
