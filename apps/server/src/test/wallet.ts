import { afterAll, beforeAll } from 'vitest';
import { sandboxOf } from '../gateways/index.ts';
import { memberBalances } from '../ledger/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import type { TestMember } from './members.ts';

/**
 * The trust wallet tests' world: one app with the fund's bank details (the account a repayment by
 * transfer is paid into), and the member's wallet calls. Registers its own beforeAll and afterAll; read
 * `t` inside a test (it is made in beforeAll).
 */
export function walletWorld() {
  const w = {} as { t: TestApp };
  beforeAll(async () => {
    w.t = await createTestApp({
      env: {
        FUND_BANK_NAME: 'Guaranty Trust Bank',
        FUND_ACCOUNT_NUMBER: '0123456789',
        FUND_ACCOUNT_NAME: 'Trust Fund Cooperative',
      },
    });
  });
  afterAll(() => w.t.close());

  /** The member's trust wallet, as GET /usertrustwallet answers it (the answer's data). */
  const wallet = async (m: TestMember) =>
    (await w.t.app.inject({ method: 'GET', url: '/api/usertrustwallet', headers: m.headers })).json().data;
  /** A repayment asked for on one of the wallet's repayment routes. */
  const repay = (m: TestMember, path: string, payload: object) =>
    w.t.app.inject({ method: 'POST', url: `/api${path}`, headers: m.headers, payload });
  /** The member's browser back from the checkout with the payment's reference. */
  const back = (m: TestMember, reference: string) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/repaymentcallback',
      headers: m.headers,
      payload: { reference },
    });
  /** The sandbox gateway the tests' app runs on. */
  const sandbox = () => {
    const s = sandboxOf(w.t.app.deps.gateway);
    if (!s) throw new Error('the tests run on the sandbox gateway');
    return s;
  };
  /** The member's balances: what they owe on each product among them. */
  const owed = async (m: TestMember) => memberBalances(w.t.database.db, m.userId);

  return Object.assign(w, { wallet, repay, back, sandbox, owed });
}
