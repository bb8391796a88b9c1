import { STAFF_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema/index.ts';
import { MAIL_NOT_SENT_MESSAGE } from '../../../http/errors.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { operatorLog } from '../../../test/log.ts';
import { createMember, uniqueEmail } from '../../../test/members.ts';
import { freePort } from '../../../test/ports.ts';

// Adding a colleague while the mail server refuses every connection: the account is made and the admin
// is told to resend; the resend waits for the mail server and says, in one sentence, that it failed.
let t: TestApp;
const log = operatorLog();
beforeAll(async () => {
  t = await createTestApp({ env: { ...log.env, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
});
afterAll(() => t.close());

const audits = (action: string, target: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, target)));

describe('a staff invitation while the mail server is down', () => {
  it('adds the colleague and says the email was not sent; the resend answers 502 and audits nothing', async () => {
    const admin = await createMember(t, {
      user: { role: 'admin', fullName: 'Ada Admin', tfpPin: null, referralKey: null },
    });
    const email = uniqueEmail('staff');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: { full_name: 'Tayo Staff', email, role: 'finance' },
    });
    expect([added.statusCode, added.json().message]).toEqual([200, STAFF_MESSAGES.invitedNotMailed]);
    const id = added.json().data.id as number;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email, role: 'finance', emailVerifiedAt: null });
    expect(await audits('staff.invite', id)).toHaveLength(1);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'staff invitation not sent', to: email }),
    );

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/staff/${id}/resend-invitation`,
      headers: admin.headers,
      payload: {},
    });
    expect([resent.statusCode, resent.json().message]).toEqual([502, MAIL_NOT_SENT_MESSAGE]);
    expect(await audits('staff.resend_invitation', id)).toEqual([]);
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'mail not sent',
        to: email,
        err: expect.stringContaining('ECONNREFUSED'),
      }),
    );
    // Never the bare 500 of an unknown fault.
    expect(log.lines().filter((l) => l.msg === 'unhandled error')).toEqual([]);
  });
});
