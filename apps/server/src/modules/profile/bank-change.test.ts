import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import { SANDBOX_SERIALS, sandboxAccount } from '../../gateways/index.ts';
import { deliverDueMail } from '../../mail/queue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { ACCESS_ACCOUNT, bankForm } from '../../test/money-out.ts';
import { changePayoutAccount } from './payout-account.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const update = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/updateuserprofile', headers, payload });

const audits = (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'member.bank_details_change')))
    .orderBy(auditLog.id);

async function emailOf(userId: number) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return u?.email ?? '';
}

const notices = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/usenotificationlist', headers })).json().data
    .notifications as { subject: string; message: string }[];

describe('a change of the bank details', () => {
  it('is audited with who made it and masked values, and the member gets an email and an in-app notice', async () => {
    const m = await createMember(t);
    const email = await emailOf(m.userId);
    expect((await update(m.headers, await bankForm(t, m.userId))).statusCode).toBe(200);
    // Zenith's account of someone else: saved, and waits for review.
    const other = sandboxAccount('057', SANDBOX_SERIALS.someoneElse);
    expect((await update(m.headers, await bankForm(t, m.userId, other, '057'))).statusCode).toBe(200);

    const rows = await audits(m.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actorUserId: m.userId,
      details: {
        by: 'member',
        old: {
          bank_name: 'Access Bank',
          account_number: `******${ACCESS_ACCOUNT.slice(-4)}`,
          account_holder_name: 'E** N**** A**',
        },
        new: {
          bank_name: 'Zenith Bank',
          account_number: `******${other.slice(-4)}`,
          account_holder_name: 'O***** C******',
        },
      },
    });
    expect(rows[0]?.details).toMatchObject({ old: { bank_name: null, account_number: null } });
    // The full numbers and names never reach the audit log.
    const logged = JSON.stringify(rows);
    for (const plain of [ACCESS_ACCOUNT, other, 'EZE NGOZI', 'OKAFOR CHINEDU']) {
      expect(logged).not.toContain(plain);
    }

    // The email is queued with the change and sent by the mail-outbox job.
    await deliverDueMail(
      { db: t.database.db, mailer: t.app.deps.mailer, publicUrl: 'http://localhost:3000' },
      t.clock.now(),
    );
    const mail = t.lastMailTo(email);
    expect(mail?.subject).toBe('Trust Fund: Bank details changed');
    expect(mail?.text).toContain(`Zenith Bank ******${other.slice(-4)}`);
    expect(mail?.text).toContain('If you did not make this change, contact support at once.');
    expect(mail?.text).not.toContain(other);
    const list = await notices(m.headers);
    expect(list.filter((n) => n.subject === 'Bank details changed')).toHaveLength(2);
    expect(list[0]?.message).toContain(`Zenith Bank ******${other.slice(-4)}`);
  });

  it('is not recorded when the details are saved unchanged or only the profile changes', async () => {
    const m = await createMember(t);
    await update(m.headers, await bankForm(t, m.userId));
    const mailsBefore = t.outbox().length;
    expect((await update(m.headers, await bankForm(t, m.userId))).statusCode).toBe(200);
    expect((await update(m.headers, { address: '3 Marina, Lagos' })).statusCode).toBe(200);
    expect(await audits(m.userId)).toHaveLength(1);
    expect(t.outbox().length).toBe(mailsBefore);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued).toHaveLength(1);
  });

  it('names the operator when an operator makes it', async () => {
    const m = await createMember(t);
    const operator = await createMember(t, { user: { role: 'admin' } });
    const { user } = await changePayoutAccount(
      t.app.deps,
      m.userId,
      { bankCode: '035', accountNumber: sandboxAccount('035', '123123123') },
      { userId: operator.userId, kind: 'operator' },
      t.clock.now(),
    );
    const [row] = await audits(m.userId);
    expect(row).toMatchObject({ actorUserId: operator.userId, details: { by: 'operator' } });
    expect(user.bankName).toBe('Wema Bank');
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued?.message).toContain('by a Trust Fund operator');
    expect(queued?.to).toBe(await emailOf(m.userId));
  });
});
