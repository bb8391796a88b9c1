import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { MAIL_NOT_SENT_MESSAGE } from '../../http/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { operatorLog } from '../../test/log.ts';
import { clientIp, createMember } from '../../test/members.ts';
import { freePort } from '../../test/ports.ts';

// A new verification link while the mail server refuses every connection: the member's own resend is
// answered as always (its answer must not tell whether the account exists) and the failure is logged
// for an operator; an operator's resend waits for the mail server and says it failed.
let t: TestApp;
const log = operatorLog();
beforeAll(async () => {
  t = await createTestApp({ env: { ...log.env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
});
afterAll(() => t.close());

/** A member who signed up and has not verified the email yet. */
async function unverified() {
  const m = await createMember(t);
  await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, m.userId));
  return m;
}

describe('a verification link while the mail server is down', () => {
  it('answers a member’s resend as always, and logs the mail that could not be sent', async () => {
    const m = await unverified();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resendemailverification',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email: m.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() =>
      expect(log.lines()).toContainEqual(
        expect.objectContaining({ level: 50, msg: 'mail not sent', to: m.email }),
      ),
    );
  });

  it('tells an operator’s resend that the mail was not sent, and audits nothing', async () => {
    const m = await unverified();
    const support = await createMember(t, { user: { role: 'support', fullName: 'Sade Support' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${m.userId}/resend-verification`,
      headers: support.headers,
      payload: {},
    });
    expect([res.statusCode, res.json().message]).toEqual([502, MAIL_NOT_SENT_MESSAGE]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, m.userId), eq(auditLog.action, 'member.resend_verification')));
    expect(audited).toEqual([]);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'mail not sent',
        to: m.email,
        err: expect.stringContaining('ECONNREFUSED'),
      }),
    );
  });
});
