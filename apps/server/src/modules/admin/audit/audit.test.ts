import { AUDIT_MESSAGES } from '@trust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/members.ts';
import { ACCESS_ACCOUNT, bankForm } from '../../../test/money-out.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
let support: Awaited<ReturnType<typeof createMember>>;
let member: Awaited<ReturnType<typeof createMember>>;
const DAY = 86_400_000;

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const entries = async (query: string) => {
  const res = await get(`/admin/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { total: number; entries: { id: number; action: string; ip: string | null }[] };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, { user: { role: 'admin', email: 'ada.admin@trustfund.ng' } });
  support = await createMember(t, { user: { role: 'support', email: 'sola.support@trustfund.ng' } });
  member = await createMember(t, { plan: 'SILVER' });
  // A day ago, support terminated a member; today the member changes their bank details.
  t.clock.advance(-DAY);
  const other = await createMember(t, { plan: 'GOLD' });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/members/${other.userId}/terminate`,
    headers: support.headers,
    payload: { reason: 'Asked to leave the fund' },
  });
  expect(res.statusCode).toBe(200);
  t.clock.advance(DAY);
  const bank = await t.app.inject({
    method: 'POST',
    url: '/api/updateuserprofile',
    headers: member.headers,
    remoteAddress: '41.58.1.2',
    payload: await bankForm(t, member.userId),
  });
  expect(bank.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('lists every entry newest first with who, when, from where and before/after', async () => {
    const page = await get('/admin/audit');
    const data = page.json().data;
    expect(data.total).toBe(2);
    expect(data.entries[0]).toMatchObject({
      action: 'member.bank_details_change',
      actor: { id: member.userId },
      member: { id: member.userId },
      ip: '41.58.1.2',
      details: {
        old: { bank_name: null },
        new: { bank_name: 'Access Bank', account_number: `******${ACCESS_ACCOUNT.slice(-4)}` },
      },
    });
    expect(data.entries[1]).toMatchObject({
      action: 'member.terminate',
      actor: { email: 'sola.support@trustfund.ng', role: 'support' },
      details: { before: { status: 1 }, after: { status: 5 } },
    });
    expect(data.actions).toEqual(['member.bank_details_change', 'member.terminate']);
  });

  it('filters by actor (email or number), action (or its start), member and date range', async () => {
    expect((await entries('actor=SOLA.support@trustfund.ng')).total).toBe(1);
    expect((await entries(`actor=${member.userId}`)).entries.map((e) => e.action)).toEqual([
      'member.bank_details_change',
    ]);
    expect((await entries('action=member.')).total).toBe(2);
    expect((await entries('action=member.terminate')).total).toBe(1);
    expect((await entries('action=%25')).total).toBe(0);
    expect((await entries(`member=${member.userId}`)).total).toBe(1);
    const today = new Date(t.clock.now().getTime() + 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(t.clock.now().getTime() + 3_600_000 - DAY).toISOString().slice(0, 10);
    expect((await entries(`from=${today}&to=${today}`)).entries.map((e) => e.action)).toEqual([
      'member.bank_details_change',
    ]);
    expect((await entries(`to=${yesterday}`)).entries.map((e) => e.action)).toEqual(['member.terminate']);
    expect((await entries('page=2')).entries).toEqual([]);
  });

  it('refuses bad filters with the field’s message and changes nothing', async () => {
    for (const [query, message] of [
      ['from=2026-02-30', AUDIT_MESSAGES.from],
      ['from=2026-03-02&to=2026-03-01', AUDIT_MESSAGES.range],
      ['member=abc', AUDIT_MESSAGES.member],
      ['page=0', AUDIT_MESSAGES.page],
    ]) {
      const res = await get(`/admin/audit?${query}`);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });

  it('exports the filtered entries as CSV, formula-safe', async () => {
    const res = await get('/admin/audit/csv?action=member.terminate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,Role,Action,Member,From,"Details (before, after, reason)"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('member.terminate');
    expect(lines[1]).toContain('Asked to leave the fund');
  });

  it('is the admin’s only: support and finance get 403', async () => {
    expect((await get('/admin/audit', support.headers)).statusCode).toBe(403);
    const finance = await createMember(t, { user: { role: 'finance' } });
    expect((await get('/admin/audit/csv', finance.headers)).statusCode).toBe(403);
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = t.database.db;
    const [row] = await db.select().from(auditLog).limit(1);
    if (!row) throw new Error('no audit row');
    await expect(
      db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after).toEqual(row);
    // Appending still works.
    await db
      .insert(auditLog)
      .values({ actorUserId: admin.userId, action: 'test.append', createdAt: t.clock.now() });
    expect((await entries('action=test.append')).total).toBe(1);
  });
});
