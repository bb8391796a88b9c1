import { MEMBER_RECORDS_MESSAGES as M } from '@trust/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { auditLog, contributionWeeks, idDocuments, notifications, users } from '../../../db/schema/index.ts';
import { sandboxAccount } from '../../../gateways/index.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from '../../../http/session-guard.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { parseCsv } from '../../../test/csv.ts';
import { approvedIdDocument } from '../../../test/loans.ts';
import { createMember } from '../../../test/members.ts';
import { searchCondition } from './search.ts';

let t: TestApp;
let support: Awaited<ReturnType<typeof createMember>>;
let admin: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
  admin = await createMember(t, { user: { role: 'admin', fullName: 'Adaku Admin' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = support.headers) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = support.headers) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
const ids = async (query: string) =>
  ((await get(`/admin/members?${query}`)).json().data.members as { id: number }[]).map((m) => m.id);
const search = (q: string) => ids(`q=${encodeURIComponent(q)}`);

/** A pending ID document of the member, as if uploaded from their profile. */
async function pendingDocument(userId: number) {
  const [doc] = await t.database.db
    .insert(idDocuments)
    .values({
      userId,
      type: 'nin',
      numberLast4: '6789',
      contentType: 'image/png',
      sizeBytes: 8,
      file: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      submittedAt: t.clock.now(),
    })
    .returning();
  return doc?.id ?? 0;
}

describe('the search finds text inside names, emails and phones (pg_trgm)', () => {
  it('finds a member by text inside the name, the email or the phone, in any case', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      user: { fullName: 'Obiageli Nwachukwu', email: 'oby.trgm@mailbox.ng', phone: '2348061234987' },
    });
    expect(await search('wachuk')).toEqual([m.userId]);
    expect(await search('GELI NWA')).toEqual([m.userId]);
    expect(await search('trgm@mail')).toEqual([m.userId]);
    expect(await search('mailbox.ng')).toContain(m.userId);
    expect(await search('1234987')).toEqual([m.userId]);
    expect(await search('0806 123 4987')).toEqual([m.userId]);
    // Short text still matches the start of a field only: "ch" inside the name is not enough.
    expect(await search('ch')).not.toContain(m.userId);
    // LIKE's own characters match only themselves.
    expect(await search('wach%k')).toEqual([]);
    // The trigram indexes answer it, on PostgreSQL and on the embedded database alike. (A table this
    // small tempts the planner to read it whole: asked not to, it shows which index serves the search.)
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        tx,
        sql`explain (costs off) select id from users where ${searchCondition('wachuk')}`,
      );
    });
    const text = plan.map((r) => Object.values(r).join('')).join('\n');
    expect(text).toContain('users_name_trgm_idx');
    expect(text).toContain('users_email_trgm_idx');
  });
});

describe('filters: plan, status, arrears and ID check', () => {
  it('filters by plan, status, arrears and ID check, alone and with a search', async () => {
    const tag = 'Filterby';
    const gold = await createMember(t, { plan: 'GOLD', user: { fullName: `${tag} Gold` } });
    const silver = await createMember(t, { plan: 'SILVER', user: { fullName: `${tag} Silver` } });
    const noPlan = await createMember(t, { user: { fullName: `${tag} Noplan` } });
    const locked = await createMember(t, { plan: 'SILVER', user: { fullName: `${tag} Locked`, status: 3 } });
    const ended = await createMember(t, { user: { fullName: `${tag} Ended`, status: 5 } });
    // Silver missed week 2 of this cycle (arrears); Gold paid its week.
    const week = (userId: number, membershipId: number, status: string) => ({
      userId,
      membershipId,
      cycleNumber: 1,
      week: 2,
      dueAt: t.clock.now(),
      amountKobo: 100_000n,
      status,
      source: 'card',
      reference: `WD-${userId}-1-2`,
    });
    await t.database.db
      .insert(contributionWeeks)
      .values([
        week(silver.userId, silver.membershipId, 'missed'),
        week(gold.userId, gold.membershipId, 'paid'),
      ]);
    await approvedIdDocument(t, gold.userId);
    await pendingDocument(silver.userId);
    const q = `q=${tag}`;
    expect(await ids(`${q}&plan=GOLD`)).toEqual([gold.userId]);
    expect(await ids(`${q}&plan=none`)).toEqual([ended.userId, noPlan.userId]);
    expect(await ids(`${q}&status=locked`)).toEqual([locked.userId]);
    expect(await ids(`${q}&status=terminated`)).toEqual([ended.userId]);
    expect(await ids(`${q}&arrears=yes`)).toEqual([silver.userId]);
    expect(await ids(`${q}&arrears=no&plan=GOLD`)).toEqual([gold.userId]);
    expect(await ids(`${q}&id_check=checked`)).toEqual([gold.userId]);
    expect(await ids(`${q}&id_check=pending`)).toEqual([silver.userId]);
    expect(await ids(`${q}&id_check=none&status=active`)).toEqual([noPlan.userId]);
    // Without a search, a filter alone lists every member it fits.
    expect(await ids('arrears=yes')).toContain(silver.userId);
    expect(await ids('arrears=yes')).not.toContain(gold.userId);
  });

  it('refuses an unknown filter value with a sentence naming it, never a 500', async () => {
    for (const [query, message] of [
      ['plan=DIAMOND', M.plan],
      ['status=sleeping', M.status],
      ['arrears=maybe', M.arrears],
      ['id_check=done', M.idCheck],
    ]) {
      const res = await get(`/admin/members?${query}`);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
      const csv = await get(`/admin/members/export?${query}`);
      expect([query, csv.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('GET /api/admin/members/export', () => {
  it('exports the members the search and filters find as CSV, formula-safe', async () => {
    const m = await createMember(t, {
      plan: 'PLATINUM',
      user: { fullName: 'Exportable Person', email: '=cmd@export.ng', phone: '2348090000111' },
    });
    await approvedIdDocument(t, m.userId);
    const res = await get('/admin/members/export?q=exportable&plan=PLATINUM');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'TFP',
      'Name',
      'Email',
      'Phone',
      'Plan',
      'Status',
      'Title',
      'Missed periods',
      'ID check',
      'Registered',
    ]);
    expect(rows.slice(1)).toHaveLength(1);
    expect(rows[1]).toMatchObject({
      1: 'Exportable Person',
      2: "'=cmd@export.ng",
      3: '2348090000111',
      4: 'PLATINUM',
      5: 'active',
      7: '0',
      8: 'checked',
    });
  });
});

describe('editing a member’s details', () => {
  it('writes the changed details and audits each one’s old and new value with the operator', async () => {
    const m = await createMember(t, { user: { fullName: 'Tobi Wrongname', address: '1 Old Road' } });
    const res = await post(`/admin/members/${m.userId}/details`, {
      full_name: 'Tobi Rightname',
      address: '1 Old Road',
      phone: '+2348071112223',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.detailsSaved);
    expect(res.json().data.changed).toEqual([
      { field: 'full_name', before: 'Tobi Wrongname', after: 'Tobi Rightname' },
      { field: 'phone', before: expect.any(String), after: '2348071112223' },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect([row?.fullName, row?.phone, row?.address]).toEqual([
      'Tobi Rightname',
      '2348071112223',
      '1 Old Road',
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.details_change')));
    expect(entry?.actorUserId).toBe(support.userId);
    expect(entry?.details).toMatchObject({
      before: { full_name: 'Tobi Wrongname' },
      after: { full_name: 'Tobi Rightname', phone: '2348071112223' },
      ip: expect.any(String),
    });
    // The same values again change nothing and audit nothing.
    const again = await post(`/admin/members/${m.userId}/details`, { full_name: 'Tobi Rightname' });
    expect(again.json().data.changed).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.details_change')));
    expect(entries).toHaveLength(1);
  });

  it('refuses an email another account uses, bad fields and an empty change, changing nothing', async () => {
    const a = await createMember(t);
    const b = await createMember(t, { user: { fullName: 'Keeps Hername' } });
    const taken = await post(`/admin/members/${b.userId}/details`, { email: a.email.toUpperCase() });
    expect([taken.statusCode, taken.json().message, taken.json().data]).toEqual([
      409,
      M.emailTaken,
      { field: 'email' },
    ]);
    const bad = await post(`/admin/members/${b.userId}/details`, { email: 'not-an-email' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Enter valid email address']);
    const empty = await post(`/admin/members/${b.userId}/details`, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.nothingToChange]);
    const unknown = await post('/admin/members/999999/details', { full_name: 'Nobody Here' });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, b.userId));
    expect([row?.email, row?.fullName]).toEqual([b.email, 'Keeps Hername']);
  });

  it('changes bank details only when another operator approves, audited and told to the member', async () => {
    const m = await createMember(t, { bank: true });
    // An Access Bank account (code 044) the sandbox's bank directory names as the member's.
    const accountnumber = sandboxAccount('044', '012345678');
    const body = { bankcode: '044', accountnumber, reason: 'Member asked by phone, letter on file' };
    const proposed = await post(`/admin/members/${m.userId}/bank-change`, body);
    expect([proposed.statusCode, proposed.json().message]).toEqual([201, M.bankProposed]);
    const id = proposed.json().data.proposal_id;
    let [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.bankName).toBe('Guaranty Trust Bank');
    const queue = (await get('/admin/approvals', admin.headers)).json().data;
    const item = (queue.proposals as { id: number; payload_hash: string; summary: string }[]).find(
      (p) => p.id === id,
    );
    expect(item?.summary).toContain(`Access Bank account ending ${accountnumber.slice(-4)}`);
    // The proposer cannot approve their own proposal.
    const self = await post(`/admin/approvals/${id}/approve`, { payload_hash: item?.payload_hash });
    expect(self.statusCode).toBe(403);
    const ok = await post(
      `/admin/approvals/${id}/approve`,
      { payload_hash: item?.payload_hash },
      admin.headers,
    );
    expect(ok.statusCode).toBe(200);
    [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect([row?.bankName, row?.accountNumber, row?.bankNameCheck]).toEqual([
      'Access Bank',
      accountnumber,
      'matched',
    ]);
    const [change] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.bank_details_change')));
    expect(change?.actorUserId).toBe(admin.userId);
    expect(change?.details).toMatchObject({
      by: 'operator',
      old: { bank_name: 'Guaranty Trust Bank' },
      new: { bank_name: 'Access Bank', account_number: `******${accountnumber.slice(-4)}` },
    });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId))
      .orderBy(desc(notifications.id));
    expect(notice?.key).toBe('bank_details_changed');
  });
});

describe('notes on a member', () => {
  it('keeps each note with its operator and time, newest first, and refuses an empty one', async () => {
    const m = await createMember(t);
    t.clock.advance(60_000);
    const first = await post(`/admin/members/${m.userId}/notes`, { text: 'Called about a late week' });
    expect([first.statusCode, first.json().message]).toEqual([201, M.noteSaved]);
    t.clock.advance(60_000);
    await post(`/admin/members/${m.userId}/notes`, { text: 'Promised to pay Friday' }, admin.headers);
    const empty = await post(`/admin/members/${m.userId}/notes`, { text: '   ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, M.noteRequired]);
    const notes = (await get(`/admin/members/${m.userId}/notes`)).json().data.notes;
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        text: 'Promised to pay Friday',
        operator: { id: admin.userId, name: 'Adaku Admin' },
        created_at: t.clock.now().toISOString(),
      },
      expect.objectContaining({
        text: 'Called about a late week',
        operator: { id: support.userId, name: 'Sola Support' },
      }),
    ]);
    expect((await get('/admin/members/999999/notes')).statusCode).toBe(404);
  });
});

describe('reviewing ID documents', () => {
  it('approves a document: the member is ID checked, notified, and the audit keeps before and after', async () => {
    const m = await createMember(t);
    const docId = await pendingDocument(m.userId);
    const listed = (await get(`/admin/members/${m.userId}/id-documents`)).json().data;
    expect(listed).toMatchObject({
      tier: 'none',
      documents: [{ id: docId, status: 'pending', number_last4: '6789' }],
    });
    const file = await get(`/admin/members/${m.userId}/id-documents/${docId}/file`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    const res = await post(`/admin/members/${m.userId}/id-documents/${docId}/review`, {
      decision: 'approve',
    });
    expect([res.statusCode, res.json().message, res.json().data.status]).toEqual([
      200,
      M.approved,
      'approved',
    ]);
    expect((await get(`/admin/members/${m.userId}/id-documents`)).json().data).toMatchObject({
      tier: 'id_checked',
      loan_limit: null,
      payout_limit: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.id_document_approve')));
    expect(entry?.details).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId));
    expect([notice?.key, notice?.subject]).toEqual(['id_check', 'Your ID is checked']);
    const twice = await post(`/admin/members/${m.userId}/id-documents/${docId}/review`, {
      decision: 'approve',
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.alreadyReviewed]);
  });

  it('rejects a document only with a reason, told to the member; another member’s document is 404', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    const docId = await pendingDocument(m.userId);
    const noReason = await post(`/admin/members/${m.userId}/id-documents/${docId}/review`, {
      decision: 'reject',
    });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, M.rejectReason]);
    const wrong = await post(`/admin/members/${other.userId}/id-documents/${docId}/review`, {
      decision: 'approve',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([404, M.documentNotFound]);
    expect((await get(`/admin/members/${other.userId}/id-documents/${docId}/file`)).statusCode).toBe(404);
    const res = await post(`/admin/members/${m.userId}/id-documents/${docId}/review`, {
      decision: 'reject',
      reason: 'The photo is blurred',
    });
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, m.userId));
    expect(notice?.message).toContain('was not accepted: The photo is blurred');
  });
});

describe('members’ records check the role', () => {
  it('refuses a member’s token and a finance operator with 403 on every records call, changing nothing', async () => {
    const m = await createMember(t, { user: { fullName: 'Role Checked' } });
    const finance = await createMember(t, { user: { role: 'finance' } });
    const docId = await pendingDocument(m.userId);
    const calls = (h: Record<string, string>) => [
      () => get('/admin/members?plan=GOLD', h),
      () => get('/admin/members/export', h),
      () => post(`/admin/members/${m.userId}/details`, { full_name: 'Changed Name' }, h),
      () =>
        post(
          `/admin/members/${m.userId}/bank-change`,
          {
            bankname: 'Access Bank',
            accountnumber: '0123456789',
            accountholdername: 'Role Checked',
            reason: 'x',
          },
          h,
        ),
      () => get(`/admin/members/${m.userId}/notes`, h),
      () => post(`/admin/members/${m.userId}/notes`, { text: 'x' }, h),
      () => get(`/admin/members/${m.userId}/id-documents`, h),
      () => get(`/admin/members/${m.userId}/id-documents/${docId}/file`, h),
      () => post(`/admin/members/${m.userId}/id-documents/${docId}/review`, { decision: 'approve' }, h),
    ];
    for (const [headers, message] of [
      [m.headers, OPERATOR_ONLY_MESSAGE],
      [finance.headers, OTHER_ROLE_MESSAGE],
    ] as const) {
      for (const call of calls(headers)) {
        const res = await call();
        expect([res.statusCode, res.json().message]).toEqual([403, message]);
      }
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.fullName).toBe('Role Checked');
    const [doc] = await t.database.db.select().from(idDocuments).where(eq(idDocuments.id, docId));
    expect(doc?.status).toBe('pending');
  });
});
