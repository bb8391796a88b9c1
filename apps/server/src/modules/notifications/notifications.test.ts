import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, signIn } from '../../test/members.ts';
import { notify, unreadCount } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifications', () => {
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
});
