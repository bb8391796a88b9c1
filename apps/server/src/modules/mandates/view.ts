import type { DebitMethod, MandateView } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { defaultCardOf, latestMandate, type MandateRow } from './queries.ts';

function mandateView(m: MandateRow): MandateView {
  return {
    reference: m.reference,
    state: m.status as MandateView['state'],
    bank_name: m.bankName || null,
    account_last4: m.accountLast4 || null,
    account_name: m.accountName || null,
    ended_reason: m.endedReason,
    started_at: m.createdAt.toISOString(),
  };
}

/**
 * What the weekly debit charges now: an active mandate first (the member chose their bank account),
 * else the default card, else nothing (the member pays by bank transfer). The same choice as the debit
 * run's (modules/cycle/queries.ts, debit-authorization.ts).
 */
export async function debitMethodOf(db: Db, userId: number): Promise<DebitMethod> {
  const [card, mandate] = await Promise.all([defaultCardOf(db, userId), latestMandate(db, userId)]);
  const method = mandate?.status === 'active' ? 'mandate' : card ? 'card' : null;
  return { method, card, mandate: mandate ? mandateView(mandate) : null };
}
