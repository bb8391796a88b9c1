import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema/index.ts';
import { deliverDueMail } from '../../mail/queue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { updateProfile } from './service.ts';

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
    const first = { bankname: 'Access Bank', accountholdername: 'Ngozi Eze', accountnumber: '0123456789' };
    expect((await update(m.headers, first)).statusCode).toBe(200);
    const second = { bankname: 'Zenith Bank', accountholdername: 'Tunde Bello', accountnumber: '9988774321' };
    expect((await update(m.headers, second)).statusCode).toBe(200);

    const rows = await audits(m.userId);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      actorUserId: m.userId,
      details: {
        by: 'member',
        old: { bank_name: 'Access Bank', account_number: '******6789', account_holder_name: 'N**** E**' },
        new: { bank_name: 'Zenith Bank', account_number: '******4321', account_holder_name: 'T**** B****' },
      },
    });
    expect(rows[0]?.details).toMatchObject({ old: { bank_name: null, account_number: null } });
    // The full numbers and names never reach the audit log.
    const logged = JSON.stringify(rows);
    for (const plain of ['0123456789', '9988774321', 'Ngozi Eze', 'Tunde Bello']) {
      expect(logged).not.toContain(plain);
    }

    // The email is queued with the change and sent by the mail-outbox job.
    await deliverDueMail(
      { db: t.database.db, mailer: t.app.deps.mailer, publicUrl: 'http://localhost:3000' },
      t.clock.now(),
    );
    const mail = t.lastMailTo(email);
    expect(mail?.subject).toBe('Trust Fund: Bank details changed');
    expect(mail?.text).toContain('Zenith Bank ******4321');
    expect(mail?.text).toContain('If you did not make this change, contact support at once.');
    expect(mail?.text).not.toContain('9988774321');
    const list = await notices(m.headers);
    expect(list.filter((n) => n.subject === 'Bank details changed')).toHaveLength(2);
    expect(list[0]?.message).toContain('Zenith Bank ******4321');
  });

  it('is not recorded when the details are saved unchanged or only the profile changes', async () => {
    const m = await createMember(t);
    const bank = { bankname: 'Access Bank', accountholdername: 'Ngozi Eze', accountnumber: '0123456789' };
    await update(m.headers, bank);
    const mailsBefore = t.outbox().length;
    expect((await update(m.headers, bank)).statusCode).toBe(200);
    expect((await update(m.headers, { address: '3 Marina, Lagos' })).statusCode).toBe(200);
    expect(await audits(m.userId)).toHaveLength(1);
    expect(t.outbox().length).toBe(mailsBefore);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued).toHaveLength(1);
  });

  it('names the operator when an operator makes it', async () => {
    const m = await createMember(t);
    const operator = await createMember(t, { user: { role: 'admin' } });
    const { bankChanged } = await updateProfile(
      t.database.db,
      t.clock.now(),
      m.userId,
      { bankname: 'Wema Bank', accountholdername: 'Ngozi Eze', accountnumber: '1231231234' },
      { userId: operator.userId, kind: 'operator' },
    );
    const [row] = await audits(m.userId);
    expect(row).toMatchObject({ actorUserId: operator.userId, details: { by: 'operator' } });
    expect(bankChanged).toBe(true);
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId));
    expect(queued?.message).toContain('by a Trust Fund operator');
    expect(queued?.to).toBe(await emailOf(m.userId));
  });
});
