import { NOTIFICATION_KINDS } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { notifyMember } from '../modules/notifications/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDatabaseKind } from '../test/database.ts';
import { postToMember } from '../test/ledger.ts';
import { createMember } from '../test/members.ts';
import { issueCode } from '../test/money-out.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { deliverDueMail, MAIL_MAX_ATTEMPTS, mailQueueCounts } from './queue.ts';
import { notificationEmail } from './templates/kinds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-02T09:00:00Z'));
});
afterAll(() => t.close());

const publicUrl = 'https://app.trustfund.ng';

/** A log that remembers what it was told. */
function memoryLog() {
  const lines: { level: string; msg?: string; fields: object }[] = [];
  const at = (level: string) => (fields: object, msg?: string) => lines.push({ level, msg, fields });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** Fails the first `failures` sends, then records what it sends. */
function flakyMailer(failures: number): Mailer & { sent: MailMessage[]; tries: number } {
  const m = {
    sent: [] as MailMessage[],
    tries: 0,
    async send(msg: MailMessage) {
      m.tries++;
      if (m.tries <= failures) throw new Error('connect ECONNREFUSED 10.0.0.5:587');
      m.sent.push(msg);
    },
  };
  return m;
}

async function noticeFor(userId: number, key: string) {
  return notifyMember(t.database.db, {
    memberId: userId,
    kind: 'payout_sent',
    subject: 'Payout sent',
    message: 'N5,000.00 was sent to your Guaranty Trust Bank account ending 6789.',
    at: t.clock.now(),
    key,
  });
}

const outboxRow = async (notificationId: number) =>
  (
    await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `notification:${notificationId}`))
  )[0];

describe(`notification emails (${testDatabaseKind()})`, () => {
  it('each template renders text and html without undefined, in one layout with the fund’s green', () => {
    for (const k of NOTIFICATION_KINDS) {
      const { kind, security } = k;
      const visitor = 'visitorOnly' in k;
      const email = notificationEmail(kind, {
        name: 'Ngozi',
        subject: 'Something happened',
        message: 'A message with <b>markup</b> & details.',
        publicUrl,
      });
      expect(email.subject).toBe('Trust Fund: Something happened');
      for (const part of [email.text, email.html]) {
        expect(part).not.toMatch(/undefined|null|\[object/);
        expect(part).toContain('Ngozi');
      }
      expect(email.text).toContain('A message with <b>markup</b> & details.');
      expect(email.html).toContain('A message with &lt;b&gt;markup&lt;/b&gt; &amp; details.');
      expect(email.html).toContain('#0b6e4f');
      expect(email.html).toContain('name="viewport"');
      expect(email.text).toContain(publicUrl);
      // A visitor of the support chat has no account: their footer says why the email came.
      expect(email.text).toMatch(
        visitor
          ? /left this address in the support chat/
          : security
            ? /always comes by email/
            : /notifications#email-choices/,
      );
    }
  });

  it('the queue retries a failing mailer, then sends once; a replayed notice mails once', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const n = await noticeFor(m.userId, 'payout:retry-test');
    await noticeFor(m.userId, 'payout:retry-test');
    const mailer = flakyMailer(2);
    const log = memoryLog();
    const deps = { db: t.database.db, mailer, publicUrl, log };

    const first = await deliverDueMail(deps, t.clock.now());
    expect(first).toMatchObject({ sent: 0, failed: 1 });
    const afterOne = await outboxRow(n.id);
    expect(afterOne).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    });
    expect(log.lines.some((l) => l.level === 'warn' && l.msg === 'email not sent; will retry')).toBe(true);
    // Not due again before its retry delay.
    expect(await deliverDueMail(deps, t.clock.now())).toMatchObject({ sent: 0, failed: 0 });

    t.clock.advance(60_000);
    expect(await deliverDueMail(deps, t.clock.now())).toMatchObject({ failed: 1 });
    t.clock.advance(5 * 60_000);
    expect(await deliverDueMail(deps, t.clock.now())).toMatchObject({ sent: 1 });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: m.email, subject: 'Trust Fund: Payout sent' });
    expect(mailer.sent[0]?.text).toContain('ending 6789');
    expect(await outboxRow(n.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    t.clock.advance(60 * 60_000);
    expect(await deliverDueMail(deps, t.clock.now())).toMatchObject({ sent: 0 });
  });

  it('records a failure for good after the last try: dead, logged as an error and counted', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const before = await mailQueueCounts(t.database.db);
    const n = await noticeFor(m.userId, 'payout:dead-test');
    const mailer = flakyMailer(1000);
    const log = memoryLog();
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      await deliverDueMail({ db: t.database.db, mailer, publicUrl, log }, t.clock.now());
      t.clock.advance(2 * 60 * 60_000);
    }
    expect(mailer.tries).toBe(MAIL_MAX_ATTEMPTS);
    expect(await outboxRow(n.id)).toMatchObject({ status: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(log.lines.find((l) => l.level === 'error')?.fields).toMatchObject({
      mailId: (await outboxRow(n.id))?.id,
    });
    const after = await mailQueueCounts(t.database.db);
    expect(after.dead).toBe(before.dead + 1);
  });

  it('a mail server that never answers times out and is retried later', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const n = await noticeFor(m.userId, 'payout:slow-test');
    const hanging: Mailer = { send: () => new Promise(() => {}) };
    const started = Date.now();
    const r = await deliverDueMail({ db: t.database.db, mailer: hanging, publicUrl }, t.clock.now(), {
      timeoutMs: 200,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(r.failed).toBeGreaterThanOrEqual(1);
    expect((await outboxRow(n.id))?.lastError).toMatch(/did not answer within 200 ms/);
  });

  it('an answer never waits for the mail server: the redemption answers with its email queued, unsent', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', bank: true });
    await postToMember(t, m.userId, 'referral-earning', 1_200_000n, 'notify-test-earn');
    const mailsBefore = t.outbox().length;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/referalreedem',
      headers: m.headers,
      payload: {
        redeem_amount: 5000,
        request_id: '6a1f2d64-8a4e-4c47-9a59-2f4fbc0a1d99',
        code: await issueCode(t, m.userId, 'redemption'),
      },
    });
    expect(r.statusCode).toBe(200);
    // The request itself sent nothing: the email waits in the outbox for the mail-outbox job.
    expect(t.outbox().length).toBe(mailsBefore);
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued).toMatchObject({ kind: 'earnings_redeemed', status: 'pending', to: m.email });
  });
});
