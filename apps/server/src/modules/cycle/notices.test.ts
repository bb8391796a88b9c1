import { ACCOUNT_LOCKED } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { listNotifications } from '../notifications/service.ts';
import { noticeLocked, noticeMissed, sendNotices } from './notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what a member is told', () => {
  it('names a monthly saver’s missed period as a monthly contribution, with the amount and the reason', async () => {
    const m = await createMember(t, {
      plan: 'FLEXI',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    const notice = await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, email: m.email, fullName: 'Ada Member', frequency: 'Monthly' },
        { week: 2, amountKobo: 2_000_000n, reason: 'Insufficient funds' },
        t.clock.now(),
      ),
    );
    expect(notice.subject).toBe('Trust Fund: Missed contribution');
    expect(notice.text).toContain(
      'We could not collect your monthly contribution of ₦20,000 (week 2): Insufficient funds.',
    );
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', subject: 'Missed contribution' });
  });

  it('tells a weekly saver the week missed, how to make it up and that four in a row lock the account', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    const notice = await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, email: m.email, fullName: 'Ada Member', frequency: 'Weekly' },
        { week: 5, amountKobo: 500_000n, reason: 'Declined' },
        t.clock.now(),
      ),
    );
    const message =
      'We could not collect your weekly contribution of ₦5,000 (week 5): Declined. ' +
      'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
      'Four missed weeks in a row lock your account.';
    expect(notice).toEqual({
      to: m.email,
      subject: 'Trust Fund: Missed contribution',
      text: `Dear Ada Member,\n\n${message}\n`,
    });
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', message });
  });

  it('tells a locked member why, in the app and by email', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    const notice = await t.database.db.transaction((tx) =>
      noticeLocked(tx, { userId: m.userId, email: m.email, fullName: 'Ada Member' }, t.clock.now()),
    );
    expect(notice).toEqual({
      to: m.email,
      subject: 'Trust Fund: Account locked',
      text: `Dear Ada Member,\n\n${ACCOUNT_LOCKED}.\n\nFour weekly contributions in a row were missed.\n`,
    });
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({
      key: 'account_locked',
      subject: 'Account locked',
      message: ACCOUNT_LOCKED,
    });
  });

  it('logs a notice email the mail server refuses, and still sends the others', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message: MailMessage) {
        if (message.to === 'down@example.com') throw new Error('mail server refused');
        sent.push(message.to);
      },
    };
    const warnings: { fields: unknown; message?: string }[] = [];
    const notices = ['down@example.com', 'ok@example.com'].map((to) => ({
      to,
      subject: 'Trust Fund: Hi',
      text: 'Hi',
    }));
    await sendNotices(mailer, notices, {
      warn: (fields, message) => void warnings.push({ fields, message }),
    });
    expect(sent).toEqual(['ok@example.com']);
    expect(warnings).toEqual([
      {
        fields: { err: expect.any(Error), to: 'down@example.com', subject: 'Trust Fund: Hi' },
        message: 'notice email not sent',
      },
    ]);
  });
});
