import { DEAD_MAIL_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '../../../db/schema/index.ts';
import { mailOutboxJob } from '../../../scheduler/mail-outbox.ts';
import { runJob } from '../../../scheduler/scheduler.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/members.ts';
import { maskEmail } from './service.ts';

/** Emails the outbox gave up on are listed for support, masked, and sent again on Retry. */
let t: TestApp;
let support: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  support = await createMember(t, { user: { role: 'support' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: support.headers });

describe('dead mail', () => {
  it('masks the recipient to its first letter and domain', () => {
    expect(maskEmail('adaeze.obi@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });

  it('counts and lists the emails given up on, and Retry sends one on the outbox’s next run', async () => {
    const member = await createMember(t, { user: { email: 'kemi.dead@example.com', fullName: 'Kemi' } });
    const [dead] = await t.database.db
      .insert(mailOutbox)
      .values({
        dedupeKey: `dead-test:${member.userId}`,
        userId: member.userId,
        kind: 'payout_sent',
        to: 'kemi.dead@example.com',
        name: 'Kemi',
        subject: 'Payout sent',
        message: 'N5,000 was sent to your account.',
        status: 'dead',
        attempts: 8,
        nextAttemptAt: t.clock.now(),
        lastError: '550 mailbox unavailable',
        createdAt: t.clock.now(),
      })
      .returning();
    if (!dead) throw new Error('no row');

    expect((await call('GET', '/admin/dead-mail/count')).json().data.count).toBe(1);
    const list = await call('GET', '/admin/dead-mail');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({
      count: 1,
      mails: [
        {
          id: dead.id,
          to: 'k***@example.com',
          kind: 'payout_sent',
          subject: 'Payout sent',
          attempts: 8,
          last_error: '550 mailbox unavailable',
          created_at: dead.createdAt.toISOString(),
        },
      ],
    });
    expect(list.body).not.toContain('kemi.dead');

    const retried = await call('POST', `/admin/dead-mail/${dead.id}/retry`);
    expect([retried.statusCode, retried.json().message]).toEqual([200, DEAD_MAIL_MESSAGES.retried]);
    const twice = await call('POST', `/admin/dead-mail/${dead.id}/retry`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, DEAD_MAIL_MESSAGES.notDead]);
    expect((await call('GET', '/admin/dead-mail/count')).json().data.count).toBe(0);

    await runJob(mailOutboxJob, { ...t.app.deps, log: t.app.log } as Parameters<typeof runJob>[1]);
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, dead.id));
    expect(row?.status).toBe('sent');
    expect(t.lastMailTo('kemi.dead@example.com')?.subject).toBe('Trust Fund: Payout sent');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'mail.retry'));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown email', async () => {
    const res = await call('POST', '/admin/dead-mail/999999/retry');
    expect([res.statusCode, res.json().message]).toEqual([404, DEAD_MAIL_MESSAGES.notFound]);
  });
});
