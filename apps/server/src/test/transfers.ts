import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { joiningTestApp } from './joining.ts';
import { createMember, newMember, type TestMember } from './members.ts';

/** Two finance operators signed in at the clock's now: one proposes, the other approves. */
export async function financePair(
  t: Pick<TestApp, 'database' | 'clock'>,
): Promise<{ maker: TestMember; checker: TestMember }> {
  return {
    maker: await createMember(t, { user: { role: 'finance', fullName: 'Funke Finance' } }),
    checker: await createMember(t, { user: { role: 'finance', fullName: 'Chuka Checker' } }),
  };
}

/** A response whose json() is the approval's result as the one-step confirmation answered it. */
export interface Confirmed {
  statusCode: number;
  body: string;
  json(): { message: string; data: Record<string, unknown> & { result?: Record<string, unknown> } };
}

/**
 * A bank transfer confirmed as operators do it: one finance operator proposes
 * (POST /admin/transfers/propose), another approves (POST /admin/approvals/:id/approve). Answers
 * the approval's result as message and data (or the refusal's response), so a test reads the
 * outcome as it did from the one-step confirmation.
 */
export async function confirmByTwo(
  t: TestApp,
  body: { tfp: string; amount: number | string; reference?: string; payment_reference?: string },
): Promise<Confirmed> {
  const { maker, checker } = await financePair(t);
  const proposed = await t.app.inject({
    method: 'POST',
    url: '/api/admin/transfers/propose',
    headers: maker.headers,
    // Without a reference given, one per member and amount: confirming the same again is a repeat.
    payload: {
      reference: `TEST-${body.tfp.toUpperCase()}-${String(body.amount).replace(/[^0-9]/g, '')}`,
      ...body,
    },
  });
  if (proposed.statusCode !== 200) return proposed;
  const p = proposed.json().data as { id: number; payload_hash: string };
  const approved: LightMyRequestResponse = await t.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${p.id}/approve`,
    headers: checker.headers,
    payload: { payload_hash: p.payload_hash },
  });
  if (approved.statusCode !== 200) return approved;
  const result = approved.json().data.result as Record<string, unknown>;
  return {
    statusCode: 200,
    body: approved.body,
    json: () => ({ message: String(result.message), data: result }),
  };
}

/** The joining test app (plans seeded), which the console's transfer tests run on. */
export type JoiningApp = Awaited<ReturnType<typeof joiningTestApp>>;

/** A new member who chose `plan` and pays by bank transfer: the fund now awaits the transfer under their TFP. */
export async function awaitingTransfer(t: JoiningApp, plan = 'SILVER') {
  const m = await newMember(t);
  const d = (await m.call('POST', '/userplantransfer', { planid: await t.planId(plan) })).json().data;
  return { m, tfp: d.narration as string, total: d.total as number };
}

/** A call to the API as the console makes it: a GET without a body, a POST with one. */
export const consoleCall = (
  t: Pick<TestApp, 'app'>,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The member says they sent a loan repayment by bank transfer: it is then awaited in the queue. */
export async function repayByTransfer(
  t: Pick<TestApp, 'app'>,
  m: { headers: Record<string, string> },
  loan_amount: number,
) {
  const noted = await t.app.inject({
    method: 'POST',
    url: '/api/loanrepayement',
    headers: m.headers,
    payload: { loan_amount, payment_method: 'transfer' },
  });
  expect(noted.statusCode, noted.body).toBe(200);
  return noted;
}
