import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, pushOutbox, pushSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { notifyMembers } from './notify-members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser of the member's subscribed to pushes. */
async function subscribed(userId: number) {
  await t.database.db.insert(pushSubscriptions).values({
    userId,
    endpoint: `https://push.example.test/${userId}`,
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
    createdAt: t.clock.now(),
    updatedAt: t.clock.now(),
  });
}

// Each notice of one call keeps its own options: an operator's message may go without push to one
// member and with its own email words to another, in the same statement.
describe('the options of each notice in one call', () => {
  it('pushes none for a notice sent without push, and mails a notice’s own email words', async () => {
    const quiet = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const loud = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    await subscribed(quiet.userId);
    await subscribed(loud.userId);
    const ids = await t.database.db.transaction((tx) =>
      notifyMembers(
        tx,
        'fund_message',
        [
          {
            memberId: quiet.userId,
            subject: 'Meeting moved',
            message: 'The meeting is on Friday.',
            push: false,
          },
          {
            memberId: loud.userId,
            subject: 'Meeting moved',
            message: 'The meeting is on Friday.',
            email: {
              subject: 'Your meeting moved',
              message: 'The members’ meeting is now on Friday at 4pm.',
            },
          },
        ],
        t.clock.now(),
      ),
    );
    expect(ids).toHaveLength(2);
    const written = await t.database.db.select().from(notifications).where(inArray(notifications.id, ids));
    expect(written.map((n) => n.message)).toEqual(['The meeting is on Friday.', 'The meeting is on Friday.']);
    // Pushes: only the member whose notice did not say no.
    const pushes = await t.database.db
      .select()
      .from(pushOutbox)
      .where(inArray(pushOutbox.userId, [quiet.userId, loud.userId]));
    expect(pushes.map((p) => [p.userId, p.body])).toEqual([[loud.userId, 'The meeting is on Friday.']]);
    // Emails: each member's, the second in its own words; the first in the notice's.
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.userId, [quiet.userId, loud.userId]));
    const mailOf = (userId: number) => mails.find((m) => m.userId === userId);
    expect(mailOf(quiet.userId)).toMatchObject({
      subject: 'Meeting moved',
      message: 'The meeting is on Friday.',
    });
    expect(mailOf(loud.userId)).toMatchObject({
      subject: 'Your meeting moved',
      message: 'The members’ meeting is now on Friday at 4pm.',
    });
    const [first] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, ids[0] ?? 0));
    expect(first?.userId).toBe(quiet.userId);
  });
});
