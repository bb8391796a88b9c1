import { ADMIN_MESSAGES } from '@trust/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contributionWeeks, payments, trustPartners, users } from '../../../db/schema/index.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from '../../../http/session-guard.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember, getUser, login, registerMember } from '../../../test/members.ts';

let t: TestApp;
let support: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = support.headers) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = support.headers) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
const search = async (q: string) =>
  ((await get(`/admin/members?q=${encodeURIComponent(q)}`)).json().data.members as { id: number }[]).map(
    (m) => m.id,
  );

describe('the console’s member calls check the role', () => {
  it('refuse a member’s token and a finance operator with 403, and let support and an admin in', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const finance = await createMember(t, { user: { role: 'finance' } });
    const admin = await createMember(t, { user: { role: 'admin' } });
    const calls = [
      () => get('/admin/members', m.headers),
      () => get(`/admin/members/${m.userId}`, m.headers),
      () => post(`/admin/members/${m.userId}/terminate`, { reason: 'x' }, m.headers),
      () => post(`/admin/members/${m.userId}/resend-verification`, {}, m.headers),
    ];
    for (const call of calls) {
      const res = await call();
      expect([res.statusCode, res.json().message]).toEqual([403, OPERATOR_ONLY_MESSAGE]);
    }
    for (const url of ['/admin/members', `/admin/members/${m.userId}`]) {
      const res = await get(url, finance.headers);
      expect([res.statusCode, res.json().message]).toEqual([403, OTHER_ROLE_MESSAGE]);
      expect((await get(url, admin.headers)).statusCode).toBe(200);
      expect((await get(url)).statusCode).toBe(200);
    }
    const refused = await post(`/admin/members/${m.userId}/terminate`, { reason: 'x' }, finance.headers);
    expect(refused.statusCode).toBe(403);
    // Nothing changed, and the member is still signed in.
    expect((await getUser(t, m.token)).json().data.u_status).toBe(1);
  });
});

describe('GET /api/admin/members: search by name, email, phone or TFP', () => {
  it('finds a member by each field, in any case, and never lists an operator', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      user: { fullName: 'Chiamaka Zubairu-Obi', email: 'chiamaka.zo@example.com', phone: '2348099912345' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    const tfp = row?.tfpPin as string;
    expect(await search('chiamaka zub')).toEqual([m.userId]);
    // A whole word of the name: a surname.
    expect(await search('Zubairu-Obi')).toEqual([m.userId]);
    // Text inside the name (three characters or more, pg_trgm); two match only the start of a field.
    expect(await search('Zubairu')).toEqual([m.userId]);
    expect(await search('zu')).toEqual([]);
    expect(await search('CHIAMAKA.ZO@EXAMPLE')).toEqual([m.userId]);
    expect(await search('+234 809 991 2345')).toEqual([m.userId]);
    // A local number (0…) is the same phone as its 234… form.
    expect(await search('08099912345')).toEqual([m.userId]);
    expect(await search(tfp.toLowerCase())).toEqual([m.userId]);
    expect(await search(tfp.slice(3))).toEqual([m.userId]);
    // LIKE's own characters match only themselves.
    expect(await search('chiamaka%')).toEqual([]);
    expect(await search('Sola Support')).toEqual([]);
    const found = (await get('/admin/members?q=chiamaka')).json().data;
    expect(found).toMatchObject({ page: 1, per_page: 20, more: false });
    expect(found.members[0]).toMatchObject({
      id: m.userId,
      name: 'Chiamaka Zubairu-Obi',
      email: 'chiamaka.zo@example.com',
      phone: '2348099912345',
      tfp,
      status: 1,
      title: 'Ordinary',
      plan: 'GOLD',
    });
  });

  it('lists the newest members first without a search and a search’s in name order, a page at a time', async () => {
    const made: number[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await createMember(t, { user: { fullName: `Pager Test ${i}` } })).userId);
    const first = (await get('/admin/members')).json().data;
    expect(first.members.slice(0, 3).map((r: { id: number }) => r.id)).toEqual(made.toReversed());
    expect(first.members.length).toBeGreaterThanOrEqual(3);
    // A search lists its members in name order.
    const found = (await get('/admin/members?q=pager%20test')).json().data;
    expect(found.members.map((r: { name: string }) => r.name)).toEqual([
      'Pager Test 0',
      'Pager Test 1',
      'Pager Test 2',
    ]);
    const page = (await get('/admin/members?q=pager%20test&page=2')).json().data;
    expect(found.more).toBe(false);
    expect(page).toMatchObject({ page: 2, more: false, members: [] });
  });

  it('says when another page follows instead of counting every match, and lists a TFP prefix in pin order', async () => {
    for (let i = 0; i < 21; i++) await createMember(t, { user: { fullName: `Morepage Person ${i}` } });
    const first = (await get('/admin/members?q=morepage')).json().data;
    expect(first.members).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first).not.toHaveProperty('total');
    const second = (await get('/admin/members?q=morepage&page=2')).json().data;
    expect(second.members).toHaveLength(1);
    expect(second.more).toBe(false);
    const pins = ((await get('/admin/members?q=TFP')).json().data.members as { tfp: string }[]).map(
      (m) => m.tfp,
    );
    expect(pins.length).toBeGreaterThan(1);
    expect(pins).toEqual(pins.toSorted());
  });

  it('refuses a bad page or an overlong search with a sentence naming it, never a 500', async () => {
    for (const [query, message] of [
      ['page=0', ADMIN_MESSAGES.page],
      ['page=abc', ADMIN_MESSAGES.page],
      ['page=1.5', ADMIN_MESSAGES.page],
      [`q=${'a'.repeat(101)}`, ADMIN_MESSAGES.searchTooLong],
    ]) {
      const res = await get(`/admin/members?${query}`);
      expect([query, res.statusCode, res.json().message]).toEqual([query, 400, message]);
    }
  });
});

describe('GET /api/admin/members/:id', () => {
  it('answers 404 for an unknown id and for an operator’s id', async () => {
    for (const id of [999_999, support.userId]) {
      const res = await get(`/admin/members/${id}`);
      expect([res.statusCode, res.json().message]).toEqual([404, ADMIN_MESSAGES.memberNotFound]);
    }
    const bad = await get('/admin/members/abc');
    expect([bad.statusCode, bad.json().message]).toEqual([400, ADMIN_MESSAGES.memberNotFound]);
  });

  it('shows plan, cycle and window, balances, weeks paid, late and missed, transactions, payments, referrals, partner and sessions', async () => {
    const start = t.clock.now();
    const m = await createMember(t, { plan: 'SILVER', startedAt: start });
    const referred = await createMember(t, {
      user: { fullName: 'Bola Referred', referredByUserId: m.userId },
    });
    const db = t.database.db;
    await db
      .insert(trustPartners)
      .values({ userId: m.userId, relationship: 'FRIEND', partnerUserId: referred.userId, createdAt: start });
    const week = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: 1,
      week: n,
      dueAt: new Date(start.getTime() + (n - 1) * 7 * 86_400_000),
      amountKobo: 200_000n,
      status,
      source: status === 'missed' ? 'none' : 'card',
      reference: `test-week:${m.userId}:${n}`,
      ...extra,
    });
    await db
      .insert(contributionWeeks)
      .values([
        week(1, 'paid', { source: 'activation' }),
        week(2, 'paid', { paidLateAt: start, source: 'transfer' }),
        week(3, 'missed', { failureReason: 'Insufficient funds' }),
      ]);
    await postToMember(t, m.userId, 'contribution', 400_000n, `test:admin-detail:${m.userId}`);
    await db.insert(payments).values({
      reference: `TF-ADMIN-${m.userId}`,
      userId: m.userId,
      membershipId: m.membershipId,
      purpose: 'plan',
      method: 'card',
      gateway: 'sandbox',
      amountKobo: 700_000n,
      status: 'success',
      createdAt: start,
    });

    const res = await get(`/admin/members/${m.userId}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.member).toMatchObject({
      id: m.userId,
      status: 1,
      plan: 'SILVER',
      email_verified: true,
      bank: null,
    });
    expect(d.plan).toMatchObject({
      name: 'SILVER',
      membership_status: 'active',
      cycle: 1,
      started_at: start.toISOString(),
    });
    expect(d.plan.cashout_from).toEqual(expect.any(String));
    expect(d.accounts.map((a: { kind: string }) => a.kind)).toEqual([
      'contributions',
      'earnings',
      'loan',
      'pop',
      'etc',
    ]);
    expect(d.accounts[0]).toEqual({
      kind: 'contributions',
      code: `member:${m.userId}:contributions`,
      balance: 4000,
    });
    expect(d.weeks.map((w: { week: number; status: string }) => [w.week, w.status])).toEqual([
      [1, 'paid'],
      [2, 'late'],
      [3, 'missed'],
    ]);
    expect(d.weeks[2]).toMatchObject({ amount: 2000, failure_reason: 'Insufficient funds' });
    expect(d.transactions[0]).toMatchObject({ account: 'contributions', kind: 'contribution', amount: 4000 });
    expect(d.payments).toEqual([
      expect.objectContaining({ reference: `TF-ADMIN-${m.userId}`, amount: 7000, status: 'success' }),
    ]);
    expect(d.referrals).toEqual([expect.objectContaining({ id: referred.userId, name: 'Bola Referred' })]);
    expect(d.trust_partner).toMatchObject({ relationship: 'FRIEND', partner: { id: referred.userId } });
    expect(d.active_sessions).toBe(1);
  });
});

describe('POST /api/admin/members/:id/terminate', () => {
  it('needs a reason, then terminates the member, ends their sessions and audits the operator, before and after', async () => {
    const m = await createMember(t, { plan: 'SILVER' });
    const missing = await post(`/admin/members/${m.userId}/terminate`, { reason: '   ' });
    expect([missing.statusCode, missing.json().message]).toEqual([400, ADMIN_MESSAGES.reasonRequired]);
    expect((await getUser(t, m.token)).statusCode).toBe(200);

    const res = await post(`/admin/members/${m.userId}/terminate`, { reason: 'Asked to leave the fund' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADMIN_MESSAGES.terminated,
      data: { u_id: m.userId, u_status: 5, sessions_ended: 1 },
    });
    // Signed out everywhere: the old token is no longer a session.
    const after = await getUser(t, m.token);
    expect([after.statusCode, after.json().message]).toEqual([401, '100']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.terminate')))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorUserId: support.userId,
      details: {
        reason: 'Asked to leave the fund',
        before: { status: 1 },
        after: { status: 5 },
        sessionsEnded: 1,
        ip: expect.any(String),
      },
    });
    const again = await post(`/admin/members/${m.userId}/terminate`, { reason: 'Again' });
    expect([again.statusCode, again.json().message]).toEqual([409, ADMIN_MESSAGES.alreadyTerminated]);
    expect((await get(`/admin/members/${m.userId}`)).json().data.member.status).toBe(5);
  });

  it('terminates a locked member too, and answers 404 for an unknown id', async () => {
    const m = await createMember(t, { user: { status: 3 } });
    const res = await post(`/admin/members/${m.userId}/terminate`, { reason: 'Left after default' });
    expect(res.json().data.u_status).toBe(5);
    const unknown = await post('/admin/members/999999/terminate', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/admin/members/:id/resend-verification', () => {
  it('mails a new verification link to an unverified member, audited; a verified one is refused with 409', async () => {
    const r = await registerMember(t);
    const res = await post(`/admin/members/${r.id}/resend-verification`, {});
    expect([res.statusCode, res.json().message]).toEqual([200, ADMIN_MESSAGES.verificationSent]);
    expect(t.lastMailTo(r.email)?.text).toMatch(/[?&]verify=/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, r.id), eq(auditLog.action, 'member.resend_verification')));
    expect(entry?.actorUserId).toBe(support.userId);

    const verified = await createMember(t);
    const refused = await post(`/admin/members/${verified.userId}/resend-verification`, {});
    expect([refused.statusCode, refused.json().message]).toEqual([409, ADMIN_MESSAGES.alreadyVerified]);
  });
});

describe('view as: POST /api/admin/login-as from the console', () => {
  it('gives support a single-use link that signs in read-only as the member, audited', async () => {
    const r = await registerMember(t);
    const res = await post('/admin/login-as', { user_id: r.id });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    const authcode = url.searchParams.get('authcode');
    const first = await login(t, { email: r.email, type: 'admin_login', authcode });
    expect(first.json().data.u_login_type).toBe('admin_login');
    expect((await login(t, { email: r.email, type: 'admin_login', authcode })).statusCode).toBe(400);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, r.id), eq(auditLog.action, 'member.view_as')));
    expect(entry?.actorUserId).toBe(support.userId);
  });
});
