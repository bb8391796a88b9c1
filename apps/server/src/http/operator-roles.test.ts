import { OPERATOR_ROLES, type OperatorRole } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createMember } from '../test/members.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from './session-guard.ts';

/**
 * Every operator call (the API's /admin/… calls) with the role it is for. A new operator call must be
 * added here, so its role check is tested before it lands.
 */
const OPERATOR_CALLS: Record<string, OperatorRole | OperatorRole[]> = {
  'GET /api/admin/members': 'support',
  'GET /api/admin/members/{id}': 'support',
  'POST /api/admin/members/{id}/terminate': 'support',
  'POST /api/admin/members/{id}/resend-verification': 'support',
  'POST /api/admin/members/{id}/unlock': 'support',
  'GET /api/admin/members/export': 'support',
  'POST /api/admin/members/{id}/details': 'support',
  'POST /api/admin/members/{id}/bank-change': 'support',
  'GET /api/admin/members/{id}/notes': 'support',
  'POST /api/admin/members/{id}/notes': 'support',
  'GET /api/admin/members/{id}/id-documents': 'support',
  'GET /api/admin/members/{id}/id-documents/{docId}/file': 'support',
  'POST /api/admin/members/{id}/id-documents/{docId}/review': 'support',
  'POST /api/admin/login-as': 'support',
  // Bank transfers: the queue, proposing a confirmation (a different operator approves), the import.
  'GET /api/admin/transfers': 'finance',
  'POST /api/admin/transfers/propose': 'finance',
  'POST /api/admin/transfers/import': 'finance',
  // The maker-checker queue holds finance's and loans' money actions; each kind checks its own role.
  'GET /api/admin/approvals': ['finance', 'loans'],
  'POST /api/admin/approvals/{id}/approve': ['finance', 'loans'],
  'POST /api/admin/approvals/{id}/reject': ['finance', 'loans'],
  'GET /api/admin/payouts': 'finance',
  'GET /api/admin/payouts/batches': 'finance',
  'POST /api/admin/payouts/batches': 'finance',
  'GET /api/admin/payouts/batches/{id}/csv': 'finance',
  'POST /api/admin/payouts/batches/{id}/mark-sent': 'finance',
  'POST /api/admin/payouts/{id}/check-provider': 'finance',
  'POST /api/admin/payouts/{id}/bounce': 'finance',
  // Payout accounts whose name is not the member's: finance approves or rejects them.
  'GET /api/admin/bank-reviews': 'finance',
  'POST /api/admin/bank-reviews/{id}': 'finance',
  // Transfers into members' own accounts that could not be credited by themselves: finance credits them.
  'GET /api/admin/uncredited-transfers': 'finance',
  'POST /api/admin/uncredited-transfers/{id}/credit': 'finance',
  // Refunds the provider could not finish: finance's; dead emails: support's.
  'GET /api/admin/refunds': 'finance',
  'POST /api/admin/refunds/{id}/retry': 'finance',
  'POST /api/admin/refunds/{id}/resolve': 'finance',
  // Paystack's settlements to the fund's bank: finance's.
  'GET /api/admin/settlements': 'finance',
  'GET /api/admin/settlements/{id}': 'finance',
  'POST /api/admin/settlements/import': 'finance',
  'POST /api/admin/settlements/{id}/review': 'finance',
  'GET /api/admin/dead-mail': 'support',
  'GET /api/admin/dead-mail/count': 'support',
  'POST /api/admin/dead-mail/{id}/retry': 'support',
  // Messages to members: support's.
  'GET /api/admin/messages': 'support',
  'GET /api/admin/messages/options': 'support',
  'POST /api/admin/messages/preview': 'support',
  'POST /api/admin/messages': 'support',
  'POST /api/admin/messages/{id}/cancel': 'support',
  'GET /api/admin/content/{kind}': 'content',
  'POST /api/admin/content/{kind}': 'content',
  'PUT /api/admin/content/{kind}/{id}': 'content',
  'DELETE /api/admin/content/{kind}/{id}': 'content',
  'GET /api/admin/meetings/{id}/attendees': 'content',
  'GET /api/admin/plans': 'content',
  'PUT /api/admin/plans/{id}': 'content',
  'GET /api/admin/fund-details': 'content',
  'PUT /api/admin/fund-details': 'content',
  'GET /api/admin/inbox': 'support',
  'GET /api/admin/inbox/{kind}/{id}': 'support',
  'POST /api/admin/inbox/{kind}/{id}/status': 'support',
  'POST /api/admin/inbox/{kind}/{id}/reply': 'support',
  'GET /api/admin/reports': 'finance',
  'GET /api/admin/reports/{name}': 'finance',
  'GET /api/admin/reports/{name}/csv': 'finance',
  'GET /api/admin/reports/{name}/pdf': 'finance',
  // The audit log shows every operator's actions: the admin's only.
  'GET /api/admin/audit': [],
  'GET /api/admin/audit/csv': [],
  // The sidebar's external group chats, and how to reach the support team, are site content.
  'POST /api/admin/chat-group-links': 'content',
  'PUT /api/admin/support-contact': 'content',
  // Every operator sets up their own second factor.
  'GET /api/admin/totp': [...OPERATOR_ROLES],
  'POST /api/admin/totp/enrol': [...OPERATOR_ROLES],
  'POST /api/admin/totp/confirm': [...OPERATOR_ROLES],
  'GET /api/admin/popetc': 'loans',
  'POST /api/admin/popetc/{id}/propose': 'loans',
  'GET /api/admin/loans': 'loans',
  'POST /api/admin/loans/{id}/propose': 'loans',
  'GET /api/admin/etc-cities': 'content',
  'POST /api/admin/etc-cities': 'content',
  'PUT /api/admin/etc-cities/{id}': 'content',
  'GET /api/admin/pop-items': 'content',
  'POST /api/admin/pop-items': 'content',
  'PUT /api/admin/pop-items/{id}': 'content',
  // Staff (operators and experts) are managed by an admin only.
  'GET /api/admin/staff': [],
  'POST /api/admin/staff': [],
  'POST /api/admin/staff/{id}/role': [],
  'POST /api/admin/staff/{id}/disable': [],
  'POST /api/admin/staff/{id}/enable': [],
  'POST /api/admin/staff/{id}/reset-two-step': [],
  'POST /api/admin/staff/{id}/resend-invitation': [],
  // Corrections of the ledger are proposed by finance; another operator approves them in Approvals.
  'GET /api/admin/adjustments/entries': 'finance',
  'POST /api/admin/adjustments': 'finance',
};

let t: TestApp;
let calls: string[];
const tokens = new Map<string, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp();
  const doc: { paths: Record<string, Record<string, unknown>> } = (
    await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  ).json();
  calls = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
  for (const role of ['member', ...OPERATOR_ROLES]) {
    tokens.set(role, (await createMember(t, { user: { role } })).headers);
  }
});
afterAll(() => t.close());

const call = (op: string, headers: Record<string, string>) => {
  const [method, path] = op.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'POST',
    url: path.replace('{id}', '999999').replace('{kind}', 'faq').replace('{name}', 'trial-balance'),
    headers,
    payload: {},
  });
};

describe('operator calls check the operator’s role on the server', () => {
  it('are all listed with their role', () => {
    expect(calls.sort()).toEqual(Object.keys(OPERATOR_CALLS).sort());
  });

  it('answer 403 to a member’s valid session (the member stays signed in) and 401 to no session', async () => {
    for (const op of calls) {
      const member = await call(op, tokens.get('member') as Record<string, string>);
      expect([op, member.statusCode, member.json().message]).toEqual([op, 403, OPERATOR_ONLY_MESSAGE]);
      expect([op, (await call(op, {})).statusCode]).toEqual([op, 401]);
    }
  });

  it('answer 403 to an operator of another role, and let through the call’s role and an admin', async () => {
    for (const op of calls) {
      const roles = [OPERATOR_CALLS[op] ?? []].flat();
      for (const other of OPERATOR_ROLES.filter((r) => !roles.includes(r) && r !== 'admin')) {
        const res = await call(op, tokens.get(other) as Record<string, string>);
        expect([op, other, res.statusCode, res.json().message]).toEqual([op, other, 403, OTHER_ROLE_MESSAGE]);
      }
      // Past the role check: the empty body or the unknown member is what they are told about.
      for (const allowed of [...roles, 'admin']) {
        const res = await call(op, tokens.get(allowed) as Record<string, string>);
        expect([op, allowed, res.statusCode]).not.toEqual([op, allowed, 403]);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});
