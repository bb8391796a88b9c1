import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, trustMembers, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, type PlanName, type TestMember } from '../../test/members.ts';
import { acceptedTrustMembers } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A member on a plan, with a distinct name so lists read clearly. */
async function member(plan: PlanName | null = 'SILVER', name?: string) {
  seq += 1;
  const m = await createMember(t, {
    ...(plan ? { plan } : {}),
    user: { fullName: name ?? `Member ${String.fromCharCode(64 + (seq % 26) + 1)} Okoro` },
  });
  const [u] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
  if (!u?.tfpPin) throw new Error('member without a pin');
  return { ...m, tfp: u.tfpPin, name: u.fullName };
}
type M = Awaited<ReturnType<typeof member>>;

const call = (m: TestMember, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: m.headers, payload });
const ask = (from: M, to: M) => call(from, '/addtrustmember', { u_mem_tfpcode: to.tfp });
const answer = (m: TestMember, by: M, trustrequest: '1' | '0', touserid = m.userId) =>
  call(m, '/addtrustmemberresponse', { byuserid: by.userId, touserid, trustrequest });
const links = (a: M, b: M) =>
  t.database.db
    .select()
    .from(trustMembers)
    .where(
      and(
        eq(trustMembers.lowId, Math.min(a.userId, b.userId)),
        eq(trustMembers.highId, Math.max(a.userId, b.userId)),
      ),
    );

describe('POST /gettrustmemberbytfp for the trust network', () => {
  it('finds a paid member by a messy code, and refuses BASIC members, oneself and unknown codes', async () => {
    const me = await member();
    const other = await member('GOLD', 'Tunde Bakare');
    const basic = await member('ORDINARY');
    const messy = `${other.tfp.slice(0, 3).toLowerCase()}-${other.tfp.slice(3)}`;
    const found = await call(me, '/gettrustmemberbytfp', { u_mem_tfpcode: messy, purpose: 'network' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ t_mem_name: 'Tunde Bakare', t_mem_image: '' });

    const refusedBasic = await call(me, '/gettrustmemberbytfp', {
      u_mem_tfpcode: basic.tfp,
      purpose: 'network',
    });
    expect(refusedBasic.statusCode).toBe(400);
    expect(refusedBasic.json().message).toBe(
      'This member cannot join a trust network yet: only members on a paid plan can.',
    );
    // The joining's trust partner lookup still finds a BASIC member.
    expect((await call(me, '/gettrustmemberbytfp', { u_mem_tfpcode: basic.tfp })).statusCode).toBe(200);
    const self = await call(me, '/gettrustmemberbytfp', { u_mem_tfpcode: me.tfp, purpose: 'network' });
    expect(self.json().message).toBe('You cannot add yourself to your trust network');
    const unknown = await call(me, '/gettrustmemberbytfp', {
      u_mem_tfpcode: 'TFP0000000001',
      purpose: 'network',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /addtrustmember', () => {
  it('sends a pending request, a notification with byuserid and an email with a login link', async () => {
    const a = await member('SILVER', 'Ada Obi');
    const b = await member('GOLD', 'Bola Ade');
    const res = await ask(a, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your request has been sent',
      data: { t_mem_name: 'Bola Ade', t_mem_status: 0 },
    });
    const [link] = await links(a, b);
    expect(link).toMatchObject({ requesterId: a.userId, memberId: b.userId, status: 0 });

    const [note] = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.userId));
    expect(note).toMatchObject({
      key: 'aye_noty_trust_request',
      byUserId: a.userId,
      subject: 'Trust network request',
    });
    expect(note?.message).toContain(`Ada Obi (${a.tfp})`);
    const list = await t.app.inject({ method: 'GET', url: '/api/usenotificationlist', headers: b.headers });
    expect(list.json().data.notifications[0]).toMatchObject({
      key: 'aye_noty_trust_request',
      byuserid: a.userId,
      touserid: b.userId,
    });

    // The email waits in the mail queue and leaves with its next run, never with the answer.
    expect(t.lastMailTo(b.email)).toBeUndefined();
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, b.email));
    expect(queued).toMatchObject({
      kind: 'aye_noty_trust_request',
      status: 'pending',
      signInFor: 'trust_request',
    });
    expect(JSON.stringify(queued)).not.toMatch(/authcode/);
    expect((await t.sendQueuedMail()).sent).toBeGreaterThanOrEqual(1);
    const mail = t.lastMailTo(b.email);
    expect(mail?.subject).toBe('Trust Fund: Ada Obi asks you to join their trust network');
    expect(mail?.text).toContain(`Ada Obi (${a.tfp}) asks you to join their trust network on Trust Fund.`);
    expect(mail?.text).toMatch(/Answer the request: \S+\/login\?type=admin&authcode=[\w-]+&email=/);
    expect(mail?.html).toContain('#0b6e4f');
  });

  it('refuses a second request, a BASIC member, a member without a plan, oneself and a bad code, changing nothing', async () => {
    const a = await member();
    const b = await member();
    expect((await ask(a, b)).statusCode).toBe(200);
    const again = await ask(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already sent this member a request');

    const basic = await member('ORDINARY');
    expect((await ask(a, basic)).json().message).toBe(
      'This member cannot join a trust network yet: only members on a paid plan can.',
    );
    const fromBasic = await ask(basic, a);
    expect(fromBasic.statusCode).toBe(400);
    expect(fromBasic.json().message).toBe(
      'Choose a paid plan first: the trust network is for members on a paid plan.',
    );
    const noPlan = await member(null);
    expect((await ask(a, noPlan)).statusCode).toBe(400);
    expect((await ask(a, a)).json().message).toBe('You cannot add yourself to your trust network');
    const bad = await call(a, '/addtrustmember', { u_mem_tfpcode: 'TFP12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a valid TFP code');
    expect((await call(a, '/addtrustmember', {})).json().message).toBe('Enter TFP code');
    expect(await links(a, basic)).toHaveLength(0);
    expect(await links(a, noPlan)).toHaveLength(0);
    expect(await links(a, b)).toHaveLength(1);
  });

  it('answers the other member’s pending request instead of sending a mirror request', async () => {
    const a = await member('SILVER', 'Chidi Eze');
    const b = await member('PLATINUM', 'Dayo Lawal');
    await ask(a, b);
    const mirror = await ask(b, a);
    expect(mirror.statusCode).toBe(200);
    expect(mirror.json()).toMatchObject({
      message: 'You are now in each other’s trust network',
      data: { t_mem_status: 1 },
    });
    const rows = await links(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requesterId: a.userId, status: 1 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.key, 'aye_noty_trust_response')));
    expect(told).toHaveLength(1);
    expect((await ask(a, b)).json().message).toBe('This member is already in your trust network');
  });

  it('keeps one accepted link when two members ask each other at the same moment', async () => {
    const a = await member();
    const b = await member('GOLD');
    const [x, y] = await Promise.all([ask(a, b), ask(b, a)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect([x.json().data.t_mem_status, y.json().data.t_mem_status].sort()).toEqual([0, 1]);
    const rows = await links(a, b);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe(1);
    // Exactly one request notification went out, to whoever was asked first.
    const requests = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, 'aye_noty_trust_request'));
    expect(requests.filter((n) => n.userId === a.userId || n.userId === b.userId)).toHaveLength(1);
  });

  it('lets a member ask again after a rejection', async () => {
    const a = await member();
    const b = await member();
    await ask(a, b);
    expect((await answer(b, a, '0')).statusCode).toBe(200);
    const again = await ask(a, b);
    expect(again.json().data.t_mem_status).toBe(0);
    const [row] = await links(a, b);
    expect(row).toMatchObject({ status: 0, answeredAt: null });
  });
});

describe('POST /addtrustmemberresponse', () => {
  it('accepts with trustrequest 1: the link is mutual and the asker is told', async () => {
    const a = await member('SILVER', 'Efe Ojo');
    const b = await member('GOLD', 'Funmi Ade');
    await ask(a, b);
    t.clock.advance(60_000);
    const res = await answer(b, a, '1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'You are now in each other’s trust network',
      data: { t_mem_status: 1 },
    });
    const [row] = await links(a, b);
    expect(row).toMatchObject({ status: 1, answeredAt: t.clock.now() });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.userId), eq(notifications.key, 'aye_noty_trust_response')));
    expect(note?.subject).toBe('Trust network request accepted');
    // The asker is told by email as well, through the mail queue.
    await t.sendQueuedMail();
    const mail = t.lastMailTo(a.email);
    expect(mail?.subject).toBe('Trust Fund: Trust network request accepted');
    expect(mail?.text).toContain(`Funmi Ade (${b.tfp}) accepted: you are now in each other’s trust network.`);
    expect(mail?.text).toMatch(/View your trust network: \S+\/trustnetwork/);
    // Answered once: a second answer finds no waiting request.
    expect((await answer(b, a, '0')).statusCode).toBe(404);
  });

  it('rejects with trustrequest 0: the request leaves both lists', async () => {
    const a = await member();
    const b = await member();
    await ask(a, b);
    const res = await answer(b, a, '0');
    expect(res.json()).toMatchObject({ message: 'Request rejected', data: { t_mem_status: 2 } });
    for (const m of [a, b]) {
      const l = await call(m, '/trustmemberslisting', { offset: 1, count: 10 });
      expect(l.json().data).toEqual({ list: [], total_records: 0 });
    }
  });

  it('answers 404 to anyone but the addressee, and to the asker answering their own request', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    await ask(a, b);
    const byStranger = await answer(c, a, '1');
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe('This request is no longer waiting for your answer');
    // Naming the addressee does not help: the signed-in member must be the one asked.
    expect((await answer(c, a, '1', b.userId)).statusCode).toBe(404);
    expect((await answer(b, a, '1', c.userId)).statusCode).toBe(404);
    expect(
      (await call(a, '/addtrustmemberresponse', { byuserid: a.userId, trustrequest: '1' })).statusCode,
    ).toBe(404);
    const [row] = await links(a, b);
    expect(row?.status).toBe(0);
  });

  it('refuses a malformed answer with a message', async () => {
    const a = await member();
    const res = await call(a, '/addtrustmemberresponse', { byuserid: 'x', trustrequest: '7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});

describe('listings', () => {
  it('lists my network with requests awaiting my answer first, pending ones at status 0, paged by 10', async () => {
    const me = await member('SILVER', 'Grace Me');
    const asker = await member('GOLD', 'Henry Asker');
    await ask(asker, me);
    const others: M[] = [];
    for (let i = 0; i < 11; i++) {
      const o = await member('PLATINUM');
      others.push(o);
      await ask(me, o);
      t.clock.advance(1000);
    }
    const first = await call(me, '/trustmemberslisting', { offset: 1, count: 10 });
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data.total_records).toBe(12);
    expect(data.list).toHaveLength(10);
    expect(data.list[0]).toMatchObject({
      u_id: asker.userId,
      u_first_name: 'Henry Asker',
      u_tfp_pin: asker.tfp,
      pl_prefix: 'GTM',
      t_mem_status: 0,
      u_tfp_pin_status: 0,
      byuserid: asker.userId,
      touserid: me.userId,
      t_mem_direction: 'received',
    });
    expect(data.list[1]).toMatchObject({ t_mem_direction: 'sent', pl_prefix: 'PTM', byuserid: me.userId });
    const second = await call(me, '/trustmemberslisting', { offset: 2, count: 10 });
    expect(second.json().data.list).toHaveLength(2);
  });

  it('groups accepted members by STM, GTM and PTM, pages one type, and shows nobody else’s links', async () => {
    const me = await member('GOLD', 'Ife Me');
    const silver = await member('SILVER', 'Silver One');
    const gold = await member('GOLD', 'Gold One');
    const plats: M[] = [];
    for (let i = 0; i < 3; i++) plats.push(await member('PLATINUM', `Plat ${i}`));
    const pending = await member('SILVER', 'Still Pending');
    for (const o of [silver, gold, ...plats]) {
      await ask(o, me);
      await answer(me, o, '1');
    }
    await ask(me, pending);
    const stranger = await member();
    await ask(stranger, silver);

    const res = await call(me, '/trustmembers', { offset: 1, count: 2 });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.t_mem_total).toEqual({ STM: 1, GTM: 1, PTM: 3 });
    expect(d.t_mem_list.STM.map((r: { u_first_name: string }) => r.u_first_name)).toEqual(['Silver One']);
    expect(d.t_mem_list.GTM[0]).toMatchObject({
      u_first_name: 'Gold One',
      pl_prefix: 'GTM',
      t_mem_status: 1,
    });
    expect(d.t_mem_list.PTM.map((r: { u_first_name: string }) => r.u_first_name)).toEqual([
      'Plat 0',
      'Plat 1',
    ]);
    const page2 = await call(me, '/trustmembers', { offset: 2, count: 2, t_mem_type: 'PTM' });
    expect(page2.json().data.t_mem_list.PTM.map((r: { u_first_name: string }) => r.u_first_name)).toEqual([
      'Plat 2',
    ]);
    expect(page2.json().data.t_mem_list.STM).toHaveLength(1);
    expect((await call(me, '/trustmembers', { t_mem_type: 'XTM' })).statusCode).toBe(400);

    // The loan flow's view of the same network.
    expect(
      await acceptedTrustMembers(t.database.db, me.userId, { planPrefix: 'PTM', offset: 1, count: 10 }),
    ).toEqual([
      {
        id: plats[1]?.userId,
        name: 'Plat 1',
        tfp: plats[1]?.tfp,
        planPrefix: 'PTM',
        tfpStatus: 0,
        image: '',
      },
      {
        id: plats[2]?.userId,
        name: 'Plat 2',
        tfp: plats[2]?.tfp,
        planPrefix: 'PTM',
        tfpStatus: 0,
        image: '',
      },
    ]);
    const all = await acceptedTrustMembers(t.database.db, me.userId, { offset: 0, count: 10 });
    expect(all.map((m) => m.name).sort()).toEqual(['Gold One', 'Plat 0', 'Plat 1', 'Plat 2', 'Silver One']);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/trustmembers', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('the dashboard’s trust rating', () => {
  it('counts the trust network item (and a star) once a trust link is accepted, not while pending', async () => {
    const a = await member();
    const b = await member();
    const rating = async (m: TestMember) =>
      (await t.app.inject({ method: 'GET', url: '/api/userdashboard', headers: m.headers })).json().data;
    const before = await rating(a);
    expect(before.profile.trust_rating_network).toBe(0);
    await ask(a, b);
    expect((await rating(a)).profile.trust_rating_network).toBe(0);
    await answer(b, a, '1');
    for (const m of [a, b]) {
      const after = await rating(m);
      expect(after.profile.trust_rating_network).toBe(1);
      expect(after.profile.profile_percentage).toBe(before.profile.profile_percentage + 25);
      expect(after.rating.rating_count).toBe(before.rating.rating_count + 1);
    }
  });
});
