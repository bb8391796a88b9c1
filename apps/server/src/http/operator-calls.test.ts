import { OPERATOR_ROLES } from '@trust/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, journalEntries, proposals } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createMember, type TestMember } from '../test/members.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from './session-guard.ts';

// Every operator call of the API document, its writes as well as its reads, refuses a member: read
// from the document itself, so a call added later is held to it without a test of its own.
let t: TestApp;
let member: TestMember;
let ops: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, { plan: 'SILVER' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  ops = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, byMethod]) => Object.keys(byMethod).map((m) => ({ method: m.toUpperCase(), path })));
});
afterAll(() => t.close());

const call = (op: { method: string; path: string }, who: TestMember) =>
  t.app.inject({
    method: op.method as 'GET',
    url: op.path.replace(/\{[^}]+\}/g, '1'),
    headers: who.headers,
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
  });
const messageOf = (res: Awaited<ReturnType<typeof call>>) =>
  res.headers['content-type']?.includes('json') ? res.json().message : res.body;
/** What a refused call must not have left behind: an audit row, a proposal, a journal entry. */
const traces = async () => {
  const db = t.database.db;
  const n = async (table: typeof auditLog | typeof proposals | typeof journalEntries) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n);
  return [await n(auditLog), await n(proposals), await n(journalEntries)];
};
/** Calls every operator may make: their own two-step sign-in. */
const EVERY_OPERATOR = /^\/api\/admin\/totp(\/|$)/;

describe('operator calls', () => {
  it('refuse a signed-in member with 403 on every method, writes included, and change nothing', async () => {
    expect(ops.filter((o) => o.method !== 'GET').length).toBeGreaterThan(20);
    const before = await traces();
    const wrong: string[] = [];
    for (const op of ops) {
      const res = await call(op, member);
      if (res.statusCode !== 403 || messageOf(res) !== OPERATOR_ONLY_MESSAGE)
        wrong.push(`${op.method} ${op.path}: ${res.statusCode} ${messageOf(res)}`);
    }
    expect(wrong).toEqual([]);
    expect(await traces()).toEqual(before);
  });

  it('each belong to a role: every other call refuses some operator role, and never an admin', async () => {
    const staff = new Map<string, TestMember>();
    for (const role of OPERATOR_ROLES) staff.set(role, await createMember(t, { user: { role } }));
    const open: string[] = [];
    const adminRefused: string[] = [];
    for (const op of ops) {
      const refusedRoles: string[] = [];
      for (const [role, who] of staff) {
        const res = await call(op, who);
        if (res.statusCode === 403 && messageOf(res) === OTHER_ROLE_MESSAGE) refusedRoles.push(role);
      }
      if (refusedRoles.includes('admin')) adminRefused.push(`${op.method} ${op.path}`);
      if (!EVERY_OPERATOR.test(op.path) && refusedRoles.length === 0) open.push(`${op.method} ${op.path}`);
      // An expert answers members' questions and runs nothing of the fund.
      if (!EVERY_OPERATOR.test(op.path) && !refusedRoles.includes('expert'))
        open.push(`${op.method} ${op.path} (expert)`);
    }
    expect(adminRefused).toEqual([]);
    expect(open).toEqual([]);
  });
});
