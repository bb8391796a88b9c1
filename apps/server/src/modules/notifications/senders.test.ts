import { notificationKinds } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingAttendees, notifications } from '../../db/schema/index.ts';
import { notificationEmail } from '../../mail/templates/kinds.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noticesOf = (userId: number, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, kind)));

describe(`who sends which notification (${testDatabaseKind()})`, () => {
  it('announces a new meeting to active members, and tells those attending when its date or place changes', async () => {
    const editor = await createMember(t, { user: { role: 'content' } });
    const member = await createMember(t, { plan: 'SILVER' });
    const attending = await createMember(t, { plan: 'SILVER' });
    const meeting = {
      name: 'Surulere trust network meeting',
      about: 'Meet your trusters.',
      address: '5 Bode Thomas Street, Surulere',
      starts_at: '2027-04-03T10:00:00+01:00',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/meetings',
      headers: editor.headers,
      payload: meeting,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    const [announced] = await noticesOf(member.userId, 'meeting');
    expect(announced).toMatchObject({
      subject: 'Meeting: Surulere trust network meeting',
      eventId: id,
    });
    expect(announced?.message).toContain('3 Apr 2027, 10:00 (Lagos time) at 5 Bode Thomas Street, Surulere');
    // By email too (the member's default), sent by the mail-outbox job.
    await t.sendQueuedMail();
    const mail = t.lastMailTo(member.email);
    expect(mail?.subject).toBe('Trust Fund: Meeting: Surulere trust network meeting');
    expect(mail?.text).toContain('/dashboard');

    await t.database.db
      .insert(meetingAttendees)
      .values({ meetingId: id, userId: attending.userId, status: 1, createdAt: t.clock.now() });
    const edit = (patch: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/content/meetings/${id}`,
        headers: editor.headers,
        payload: { ...meeting, ...patch },
      });
    expect((await edit({ about: 'Bring your TFP card.' })).statusCode).toBe(200);
    expect(await noticesOf(attending.userId, 'meeting')).toHaveLength(1);
    expect((await edit({ starts_at: '2027-04-10T10:00:00+01:00' })).statusCode).toBe(200);
    const told = await noticesOf(attending.userId, 'meeting');
    expect(told.map((n) => n.subject)).toContain('Meeting changed: Surulere trust network meeting');
    // Only those attending hear of the change.
    expect(await noticesOf(member.userId, 'meeting')).toHaveLength(1);
  });

  it('gives every kind an email whose text part carries the notification', () => {
    for (const kind of notificationKinds) {
      const email = notificationEmail(kind, {
        name: 'Ada',
        subject: 'Subject',
        message: 'What happened.',
        publicUrl: 'https://trust.example',
      });
      expect(email.text, kind).toContain('What happened.');
      expect(email.html, kind).toContain('What happened.');
    }
  });
});
