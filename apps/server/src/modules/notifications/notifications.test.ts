import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { createMember, signIn } from '../../test/members.ts';
import { notifyMember } from './notify-member.ts';
import { notifyMembers } from './notify-members.ts';
import { notify, unreadCount } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`notifications (${testDatabaseKind()})`, () => {
  it('lists a member’s notifications newest first, unread ones with status 0, and marks one read', async () => {
    const db = t.database.db;
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const other = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    await notify(db, m.userId, 'Missed contribution', 'We could not collect your weekly contribution.', {
      key: 'missed_contribution',
      at: t.clock.now(),
    });
    t.clock.advance(60_000);
    const second = await notify(db, m.userId, 'Account unlocked', 'Welcome back.', { at: t.clock.now() });
    const theirs = await notify(db, other.userId, 'Hello', 'Not yours', { at: t.clock.now() });
    const headers = await signIn(db, m.userId, t.clock.now());

    const list = await t.app.inject({ method: 'GET', url: '/api/usenotificationlist', headers });
    expect(list.statusCode).toBe(200);
    const data = list.json().data;
    expect(data.notification_count).toBe(2);
    expect(data.notifications.map((n: { subject: string }) => n.subject)).toEqual([
      'Account unlocked',
      'Missed contribution',
    ]);
    expect(data.notifications[0]).toMatchObject({
      notification_status: '0',
      date: '01/05/2026',
      touserid: m.userId,
    });

    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notificationread',
      headers,
      payload: { notification_id: second.id },
    });
    expect(read.json()).toMatchObject({ status: 'success', data: { notification_count: 1 } });
    expect(await unreadCount(db, m.userId)).toBe(1);
    // The list shows it read, the other still unread, each with the time it was sent.
    const after = (await t.app.inject({ method: 'GET', url: '/api/usenotificationlist', headers })).json()
      .data;
    expect(after.notifications.map((n: { notification_status: string }) => n.notification_status)).toEqual([
      '1',
      '0',
    ]);
    expect(after.notifications[0]).toMatchObject({
      notification_id: second.id,
      created_at: second.createdAt.toISOString(),
      key: 'general',
      touserid: m.userId,
      byuserid: null,
    });
    // The navbar badge reads the stored user's notification_count.
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json().data.notification_count).toBe(1);

    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/notificationread',
      headers,
      payload: { notification_id: theirs.id },
    });
    expect(notMine.statusCode).toBe(404);
    expect(await unreadCount(db, other.userId)).toBe(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/notificationread',
      headers,
      payload: { notification_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/usenotificationlist' });
    expect(anonymous.json().message).toBe('100');
  });

  it('pages the list 20 at a time, newest first, with the total and the unread count', async () => {
    const db = t.database.db;
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    for (let i = 1; i <= 23; i++) {
      t.clock.advance(1000);
      await notify(db, m.userId, `Notice ${i}`, 'Text', { at: t.clock.now() });
    }
    const headers = await signIn(db, m.userId, t.clock.now());
    const page = (p?: string) =>
      t.app.inject({ method: 'GET', url: `/api/usenotificationlist${p ? `?page=${p}` : ''}`, headers });
    const first = (await page()).json().data;
    expect(first).toMatchObject({ total_records: 23, page: 1, notification_count: 23 });
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0].subject).toBe('Notice 23');
    const second = (await page('2')).json().data;
    expect(second.notifications.map((n: { subject: string }) => n.subject)).toEqual([
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    // A page past the end is empty, and still tells the member's counts.
    expect((await page('9')).json().data).toMatchObject({
      notifications: [],
      total_records: 23,
      notification_count: 23,
      page: 9,
    });
    const bad = await page('0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page must be a whole number from 1');
  });

  it('keeps the email and push choices of each kind apart: changing one leaves the other and every other kind as it was', async () => {
    const db = t.database.db;
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const headers = await signIn(db, m.userId, t.clock.now());
    type Pref = { kind: string; email: boolean; push: boolean };
    const choices = (prefs: Pref[]) => Object.fromEntries(prefs.map((p) => [p.kind, [p.email, p.push]]));
    const get = await t.app.inject({ method: 'GET', url: '/api/notificationpreferences', headers });
    const start = choices(get.json().data.preferences);
    // A new member gets every kind by email and as a push.
    expect(Object.values(start).every(([email, push]) => email && push)).toBe(true);
    const set = async (payload: object) =>
      choices(
        (await t.app.inject({ method: 'POST', url: '/api/notificationpreferences', headers, payload })).json()
          .data.preferences,
      );
    expect(await set({ kind: 'payment_received', push: false })).toEqual({
      ...start,
      payment_received: [true, false],
    });
    expect(await set({ kind: 'payment_received', email: false })).toEqual({
      ...start,
      payment_received: [false, false],
    });
    expect(await set({ kind: 'payment_received', push: true })).toEqual({
      ...start,
      payment_received: [false, true],
    });
    expect(await set({ kind: 'meeting', email: false, push: false })).toEqual({
      ...start,
      payment_received: [false, true],
      meeting: [false, false],
    });
  });

  it('keeps each member’s email choice per kind; security notices always come by email', async () => {
    const db = t.database.db;
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const headers = await signIn(db, m.userId, t.clock.now());
    const get = await t.app.inject({ method: 'GET', url: '/api/notificationpreferences', headers });
    const prefs = get.json().data.preferences;
    expect(prefs.find((p: { kind: string }) => p.kind === 'payment_received')).toMatchObject({
      label: 'Payments received and receipts',
      email: true,
      always: false,
    });
    expect(prefs.find((p: { kind: string }) => p.kind === 'bank_details_changed')).toMatchObject({
      email: true,
      always: true,
    });

    const set = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/notificationpreferences', headers, payload });
    const off = await set({ kind: 'payment_received', email: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('These notifications will no longer come by email');
    expect(
      off.json().data.preferences.find((p: { kind: string }) => p.kind === 'payment_received').email,
    ).toBe(false);

    const security = await set({ kind: 'account_locked', email: false });
    expect(security.statusCode).toBe(400);
    expect(security.json().message).toBe('Security notices always come by email');
    const unknown = await set({ kind: 'everything', email: false });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose a kind of notification');
    const noChoice = await set({ kind: 'meeting' });
    expect(noChoice.json().message).toBe('Choose whether it comes by email or as a push notification');

    // The choice decides whether notifyMember queues an email; a security notice is queued regardless.
    const at = t.clock.now();
    const quiet = await notifyMember(db, {
      memberId: m.userId,
      kind: 'payment_received',
      subject: 'Payment received',
      message: 'We received N2,000.00.',
      at,
    });
    const loud = await notifyMember(db, {
      memberId: m.userId,
      kind: 'account_locked',
      subject: 'Account locked',
      message: 'Your account is locked.',
      at,
    });
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued.map((q) => q.dedupeKey)).toEqual([`notification:${loud.id}`]);
    expect(quiet.key).toBe('payment_received');
    // Another member's choices are their own.
    const other = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const otherHeaders = await signIn(db, other.userId, t.clock.now());
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/notificationpreferences',
      headers: otherHeaders,
    });
    expect(
      theirs.json().data.preferences.find((p: { kind: string }) => p.kind === 'payment_received').email,
    ).toBe(true);
  });

  it('tells many members in one call with each notice’s own key, links and email words, once per key', async () => {
    const db = t.database.db;
    const a = await createMember(t, { plan: 'SILVER', user: { fullName: 'Amaka Obi' } });
    const b = await createMember(t, { plan: 'SILVER' });
    const at = t.clock.now();
    const keyed = { memberId: a.userId, subject: 'First', message: 'One.', key: 'batch:a', loanId: 7 };
    const ids = await notifyMembers(
      db,
      'payout_sent',
      [
        keyed,
        {
          memberId: a.userId,
          subject: 'Second',
          message: 'Two.',
          email: { subject: 'Mail', signInFor: 'trust_request' },
        },
        {
          memberId: b.userId,
          subject: 'Third',
          message: 'Three.',
          byUserId: a.userId,
          email: { send: false },
        },
        // The same key twice in one call is still one notification.
        { memberId: b.userId, subject: 'Again', message: 'Same key.', key: 'batch:a' },
      ],
      at,
    );
    expect(ids).toHaveLength(3);
    const rows = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [a.userId, b.userId]))
      .orderBy(asc(notifications.id));
    expect(rows.map((r) => [r.id, r.userId, r.subject, r.dedupeKey, r.loanId, r.byUserId])).toEqual([
      [ids[0], a.userId, 'First', 'batch:a', 7, null],
      [ids[1], a.userId, 'Second', null, null, null],
      [ids[2], b.userId, 'Third', null, null, a.userId],
    ]);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.userId, [a.userId, b.userId]))
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => [m.dedupeKey, m.name, m.subject, m.message, m.signInFor])).toEqual([
      [`notification:${ids[0]}`, 'Amaka', 'First', 'One.', null],
      [`notification:${ids[1]}`, 'Amaka', 'Mail', 'Two.', 'trust_request'],
    ]);
    // Told again under the key, the member gets the first notification back and nothing new.
    const again = await notifyMember(db, { ...keyed, kind: 'payout_sent', subject: 'Replayed', at });
    expect(again).toMatchObject({ id: ids[0], subject: 'First' });
    expect(await notifyMembers(db, 'payout_sent', [keyed], at)).toEqual([]);
    expect(await unreadCount(db, a.userId)).toBe(2);
  });

  it('mails an unlocked member through the queue, as a security notice, and keeps transcripts out of the choices', async () => {
    const admin = await createMember(t, { user: { role: 'admin' } });
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', user: { status: 3 } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/unlock`,
      headers: admin.headers,
      payload: { reason: 'Paid arrears at the branch' },
    });
    expect(res.statusCode).toBe(200);
    // Queued with the change, sent by the queue's next run.
    expect(t.lastMailTo(m.email)?.subject).not.toBe('Trust Fund: Account unlocked');
    await t.sendQueuedMail();
    const mail = t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Account unlocked');
    expect(mail?.text).toContain('Your account has been unlocked. Welcome back.');
    expect(mail?.text).toContain('This is a security notice about your account; it always comes by email.');

    const prefs = await t.app.inject({
      method: 'GET',
      url: '/api/notificationpreferences',
      headers: m.headers,
    });
    const kinds = prefs.json().data.preferences.map((p: { kind: string }) => p.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['account_unlocked', 'loan_repaid', 'aye_noty_trust_response']),
    );
    expect(kinds).not.toContain('chat_transcript');
  });
});
