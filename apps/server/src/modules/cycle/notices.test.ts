import { ACCOUNT_LOCKED } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail } from '../../mail/queue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { listNotifications } from '../notifications/service.ts';
import { noticeLocked, noticeMissed } from './notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the mail-outbox job once, as it runs every minute. */
const sendQueuedMail = () =>
  deliverDueMail(
    { db: t.database.db, mailer: t.app.deps.mailer, publicUrl: 'http://localhost:3000' },
    t.clock.now(),
  );

describe('what a member is told', () => {
  it('names a monthly saver’s missed period as a monthly contribution, with the amount and the reason', async () => {
    const m = await createMember(t, {
      plan: 'FLEXI',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Monthly' },
        { week: 2, amountKobo: 2_000_000n, reason: 'Insufficient funds' },
        t.clock.now(),
      ),
    );
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', subject: 'Missed contribution' });
    expect(inApp?.message).toContain(
      'We could not collect your monthly contribution of ₦20,000 (week 2): Insufficient funds.',
    );
  });

  it('tells a weekly saver the week missed, how to make it up and that four in a row lock the account, by queued email', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Weekly' },
        { week: 5, amountKobo: 500_000n, reason: 'Declined' },
        t.clock.now(),
      ),
    );
    const message =
      'We could not collect your weekly contribution of ₦5,000 (week 5): Declined. ' +
      'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
      'Four missed weeks in a row lock your account.';
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', message });
    // The email waits in the queue until the mail-outbox job sends it.
    expect(t.lastMailTo(m.email)).toBeUndefined();
    await sendQueuedMail();
    const mail = t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Missed contribution');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('/savemore');
  });

  it('tells a locked member why, in the app and by email even when they turned failed-debit emails off', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/notificationpreferences',
      headers: m.headers,
      payload: { kind: 'missed_contribution', email: false },
    });
    expect(off.statusCode).toBe(200);
    await t.database.db.transaction(async (tx) => {
      await noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Weekly' },
        { week: 8, amountKobo: 500_000n, reason: 'Declined' },
        t.clock.now(),
      );
      await noticeLocked(tx, { userId: m.userId }, t.clock.now());
    });
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({
      key: 'account_locked',
      subject: 'Account locked',
      message: ACCOUNT_LOCKED,
    });
    await sendQueuedMail();
    const mails = t.outbox().filter((x) => x.to === m.email);
    expect(mails.map((x) => x.subject)).toEqual(['Trust Fund: Account locked']);
    expect(mails[0]?.text).toContain(ACCOUNT_LOCKED);
  });
});
