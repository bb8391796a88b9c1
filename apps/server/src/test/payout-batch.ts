import { expect } from 'vitest';
import { sandboxOf } from '../gateways/index.ts';
import type { TestApp } from './app.ts';
import { createMember, type TestMember } from './members.ts';

/** The two finance operators a payout batch needs: the maker who proposes it, the checker who approves it. */
export interface FinanceOperators {
  maker: TestMember;
  checker: TestMember;
}

/** Two finance operators, named as the console shows them. */
export async function financeOperators(t: TestApp): Promise<FinanceOperators> {
  return {
    maker: await createMember(t, { user: { role: 'finance', fullName: 'Funmi Maker' } }),
    checker: await createMember(t, { user: { role: 'finance', fullName: 'Chidi Checker' } }),
  };
}

/**
 * Finance sends these payouts as the console does: the maker proposes a batch, the checker approves
 * it, then the sandbox's transfer webhooks arrive and are worked. Answers the batch and the approval.
 */
export async function sendPayoutBatch(
  t: TestApp,
  ops: FinanceOperators,
  ids: number[],
  method: 'transfer' | 'csv' = 'transfer',
) {
  const call = (who: TestMember, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });
  const proposed = await call(ops.maker, '/admin/payouts/batches', { payout_ids: ids, method });
  expect(proposed.statusCode, proposed.body).toBe(200);
  const batch = proposed.json().data;
  const approved = await call(ops.checker, `/admin/approvals/${batch.proposal.id}/approve`, {
    payload_hash: batch.proposal.payload_hash,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const sandbox = sandboxOf(t.app.deps.gateway);
  if (!sandbox) throw new Error('the test app runs the sandbox');
  await sandbox.settled();
  await t.app.paymentEvents.idle();
  return { batch, approved: approved.json().data };
}
