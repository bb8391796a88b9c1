import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCycleMember } from '../../test/members.ts';
import { listNotifications } from '../notifications/service.ts';
import { noticeMissed, sendNotices } from './notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what a member is told', () => {
  it('names a monthly saver’s missed period as a monthly contribution, with the amount and the reason', async () => {
    const m = await createCycleMember(t.database.db, null, {
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
