import { ACCOUNT_LOCKED, AUTH_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import type { TestApp } from '../test/app.ts';
import { dumpDatabase } from '../test/database.ts';
import { joiningTestApp } from '../test/joining.ts';
import { createMember } from '../test/members.ts';
import { ACCESS_ACCOUNT, bankForm } from '../test/money-out.ts';
import { OPERATOR_ONLY_MESSAGE } from './session-guard.ts';
import { MONEY_CALLS } from './session-rules.ts';

let t: TestApp;
// An app of its own for every test, built inside it rather than in beforeAll: the rules are attached
// while the routes are registered, and mutation testing's per-test coverage then names every test of
// this file for that code, not only the first one (docs/testing.md, "caveat").
beforeEach(async () => {
  t = await joiningTestApp();
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  url: string;
  tags: string[];
}

/** Every call of the API, from its OpenAPI document (path parameters filled with `id`). */
function apiRoutes(id: number): Route[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      routes.push({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, String(id)),
        tags: op.tags ?? [],
      });
    }
  }
  return routes;
}

const call = (r: { method: Method; url: string }, token: string, payload: object = {}) =>
  t.app.inject({
    method: r.method,
    url: r.url,
    headers: { accesstoken: token },
    ...(r.method === 'GET' ? {} : { payload }),
  });

const bank = { bankcode: '044', accountnumber: ACCESS_ACCOUNT };

/** An operator opens the member's dashboard the way the product does: login-as link, then /login. */
async function viewAsSession(memberId: number): Promise<string> {
  const operator = await createMember(t, { user: { role: 'admin', fullName: 'Fund Operator' } });
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login-as',
    headers: operator.headers,
    payload: { user_id: memberId },
  });
  expect(link.statusCode).toBe(200);
  const url = new URL(link.json().data.url);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-for': '10.77.0.1' },
    payload: {
      email: url.searchParams.get('email'),
      authcode: url.searchParams.get('authcode'),
      type: 'admin_login',
    },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.u_login_type).toBe('admin_login');
  return res.json().data.u_accesstoken;
}

describe("an operator's view-as session", () => {
  it('is refused (403, nothing changed) on every call that changes something, and may still read', async () => {
    const member = await createMember(t, { plan: 'SILVER', user: { bankName: 'First Bank' } });
    const token = await viewAsSession(member.userId);
    // The exceptions are written out here rather than read from the code: a call added to them in
    // the code (and so opened to the operator's view) makes this test fail until it is added here too.
    const readOnlyPosts = [
      '/api/logout',
      '/api/transactions',
      '/api/gettrustmemberbytfp',
      '/api/trustmemberslisting',
      '/api/trustmembers',
      '/api/getchangecard',
      '/api/getupdatedchangecard',
    ];
    const namesItsAccount = [
      '/api/login',
      '/api/register',
      '/api/emailverification',
      '/api/resendemailverification',
      '/api/reset',
      '/api/payments/webhook',
    ];
    const mutating = apiRoutes(member.userId).filter(
      (r) => r.method !== 'GET' && !readOnlyPosts.includes(r.url) && !namesItsAccount.includes(r.url),
    );
    // The list comes from the API itself, so a new call is covered without touching this test.
    expect(mutating.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/updateuserprofile',
        '/api/userimageupload',
        '/api/changepassword',
        '/api/cashout',
        '/api/inviteusers',
        '/api/submituserpaymentcard',
        '/api/usermakeupfrontcontribution',
        '/api/notificationread',
      ]),
    );
    expect(mutating.length).toBeGreaterThanOrEqual(25);

    const before = await dumpDatabase(t);
    for (const r of mutating) {
      const res = await call(r, token, r.url === '/api/updateuserprofile' ? bank : {});
      expect({ url: r.url, status: res.statusCode, body: res.json() }).toEqual({
        url: r.url,
        status: 403,
        body: { status: 'error', message: AUTH_MESSAGES.viewAsOnly, data: null },
      });
    }
    expect(await dumpDatabase(t)).toBe(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row?.bankName).toBe('First Bank');

    // Reading still works, and the operator can end the view.
    expect((await call({ method: 'GET', url: '/api/userprofile' }, token)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/userdashboard' }, token)).statusCode).toBe(200);
    const list = await call({ method: 'POST', url: '/api/transactions' }, token, {
      trans_type: 'contribution',
    });
    expect(list.statusCode).toBe(200);
    expect((await call({ method: 'POST', url: '/api/logout' }, token)).statusCode).toBe(200);
  });

  it('is refused contributions from earnings, a GET that moves money', async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const token = await viewAsSession(member.userId);
    const before = await dumpDatabase(t);
    const res = await call({ method: 'GET', url: '/api/usermakeupfrontcontributionbyearning' }, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.viewAsOnly);
    expect(await dumpDatabase(t)).toBe(before);
  });

  it("is refused what the member's own session may do (the bank form)", async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const token = await viewAsSession(member.userId);
    const refused = await call({ method: 'POST', url: '/api/updateuserprofile' }, token, bank);
    expect(refused.statusCode).toBe(403);
    const own = await call(
      { method: 'POST', url: '/api/updateuserprofile' },
      member.token,
      await bankForm(t, member.userId),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().data.up_account_number).toBe(ACCESS_ACCOUNT);
  });
});

describe('operator calls', () => {
  it('answer a signed-in member 403 with a plain message, and the member stays signed in', async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const operatorCalls = apiRoutes(member.userId).filter((r) => r.tags.includes('admin'));
    expect(operatorCalls.length).toBeGreaterThanOrEqual(3);
    const before = await dumpDatabase(t);
    for (const r of operatorCalls) {
      const res = await call(r, member.token, { user_id: member.userId, tfp: 'TFP0000000001', amount: 1 });
      expect({ url: r.url, status: res.statusCode, message: res.json().message }).toEqual({
        url: r.url,
        status: 403,
        message: OPERATOR_ONLY_MESSAGE,
      });
    }
    expect(await dumpDatabase(t)).toBe(before);
    expect((await call({ method: 'GET', url: '/api/user' }, member.token)).statusCode).toBe(200);
  });

  it('still answer 401 "100" without a valid session', async () => {
    const res = await call({ method: 'POST', url: '/api/admin/login-as' }, 'x'.repeat(40), { user_id: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('100');
  });
});

describe('a locked member (u_status 3)', () => {
  it('is refused every money call with the spec text, and nothing changes', async () => {
    const locked = await createMember(t, { plan: 'SILVER', user: { status: 3 } });
    const all = apiRoutes(locked.userId);
    // Every listed money call exists (a renamed call would otherwise silently escape the rule).
    for (const url of MONEY_CALLS) expect(all.map((r) => r.url)).toContain(url);
    const before = await dumpDatabase(t);
    for (const url of MONEY_CALLS) {
      // Most are POSTs; the spec makes contributions from earnings a GET.
      const method = all.find((r) => r.url === url)?.method ?? 'POST';
      const res = await call({ method, url }, locked.token, { planid: 1, cashout_amount: 1000 });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { status: 'error', message: ACCOUNT_LOCKED, data: null },
      });
    }
    expect(await dumpDatabase(t)).toBe(before);
  });

  it('is not refused what is not money (reading, the profile), and an active member is not refused', async () => {
    const locked = await createMember(t, { plan: 'SILVER', user: { status: 3 } });
    expect((await call({ method: 'GET', url: '/api/userdashboard' }, locked.token)).statusCode).toBe(200);
    expect(
      (
        await call(
          { method: 'POST', url: '/api/updateuserprofile' },
          locked.token,
          await bankForm(t, locked.userId),
        )
      ).statusCode,
    ).toBe(200);
    const active = await createMember(t, { plan: 'SILVER' });
    const res = await call({ method: 'POST', url: '/api/cashout' }, active.token, {});
    expect(res.statusCode).toBe(400);
  });
});
