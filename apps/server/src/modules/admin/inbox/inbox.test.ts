import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, jobApplications } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/members.ts';

let t: TestApp;
let support: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp({ env: { FUND_INBOX: 'inbox@fund.test' } });
  support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, headers = support.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload: payload as Record<string, unknown> });

const enquire = async (email: string, message = 'How do I pay my weekly contribution by transfer?') => {
  await t.app.inject({
    method: 'POST',
    url: '/api/ayecontactus',
    payload: { c_name: 'Bola Adeyemi', c_number: '+2348031234567', c_email: email, c_message: message },
  });
  const page = (await api('GET', '/admin/inbox?kind=enquiry')).json().data;
  return page.items.find((i: { email: string }) => i.email === email);
};

describe('the inbox lists what reaches the fund', () => {
  it('lists enquiries, support requests and job applications newest first, filtered by kind and status', async () => {
    const enquiry = await enquire('list@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/support-requests',
      payload: { name: 'Kemi', email: 'kemi.list@example.com', visitor_id: 4821 },
    });
    await t.database.db.insert(jobApplications).values({
      firstName: 'Tunde',
      surName: 'Bakare',
      email: 'tunde.list@example.com',
      phone: '+2348031234567',
      gender: 'Male',
      dob: '1995-04-12',
      role: 'Manager',
      qualification: 'B.Sc',
      state: 'Ondo',
      lga: 'Akure South',
      address: '12 Oba Adesida Road, Akure',
      resumeUrl: 'https://drive.google.com/file/d/abc123/view',
      createdAt: new Date(t.clock.now().getTime() + 1000),
    });
    const all = (await api('GET', '/admin/inbox')).json().data;
    // The job application arrived last; the other two at the same moment of the test clock.
    expect(all.items.slice(0, 3).map((i: { kind: string }) => i.kind)).toEqual([
      'job',
      expect.any(String),
      expect.any(String),
    ]);
    expect(
      all.items
        .slice(1, 3)
        .map((i: { kind: string }) => i.kind)
        .sort(),
    ).toEqual(['enquiry', 'support']);
    expect(all.items).toContainEqual(
      expect.objectContaining({ summary: 'Visitor #4821 wants to talk to support', status: 'new' }),
    );
    expect(enquiry).toMatchObject({
      name: 'Bola Adeyemi',
      status: 'new',
      summary: expect.stringContaining('weekly'),
    });
    const jobs = (await api('GET', '/admin/inbox?kind=job')).json().data;
    expect(jobs.items.every((i: { kind: string }) => i.kind === 'job')).toBe(true);
    expect(jobs.total).toBe(jobs.items.length);
    const closed = (await api('GET', '/admin/inbox?status=closed')).json().data;
    expect(closed.items).toEqual([]);
  });

  it('shows a job application with its resume link, and never a link that is not a web address', async () => {
    const [job] = await t.database.db
      .insert(jobApplications)
      .values({
        firstName: 'Ifeoma',
        surName: 'Nwosu',
        email: 'ifeoma@example.com',
        phone: '+2348031234567',
        gender: 'Female',
        dob: '1990-01-01',
        role: 'Representative',
        qualification: 'HND',
        state: 'Enugu',
        lga: 'Nsukka',
        address: '3 University Road',
        resumeUrl: 'javascript:alert(1)',
        createdAt: new Date(),
      })
      .returning();
    const thread = (await api('GET', `/admin/inbox/job/${job?.id}`)).json().data;
    expect(thread).toMatchObject({ kind: 'job', name: 'Ifeoma Nwosu', resume_url: null });
    expect(thread.fields).toContainEqual({ label: 'Role', value: 'Representative' });
    const list = (await api('GET', '/admin/inbox?kind=job')).json().data.items;
    const other = list.find((i: { email: string }) => i.email === 'tunde.list@example.com');
    expect((await api('GET', `/admin/inbox/job/${other.id}`)).json().data.resume_url).toBe(
      'https://drive.google.com/file/d/abc123/view',
    );
  });

  it('refuses an unknown kind, status or item with a plain message', async () => {
    expect((await api('GET', '/admin/inbox?status=done')).json().message).toBe(
      'Choose new, in progress or closed',
    );
    expect((await api('GET', '/admin/inbox/letters/1')).json().message).toBe(
      'Choose enquiry, support or job',
    );
    const res = await api('GET', '/admin/inbox/enquiry/987654');
    expect([res.statusCode, res.json().message]).toEqual([404, 'This message does not exist']);
  });
});

describe('answering an enquiry', () => {
  it('mails the reply to the visitor, stores it in the thread, moves the item to in progress, and audits it', async () => {
    const item = await enquire('reply@example.com');
    const res = await api('POST', `/admin/inbox/enquiry/${item.id}/reply`, {
      message: 'Pay to the fund’s account with your TFP as the narration.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your reply has been sent by email');
    const thread = res.json().data;
    expect(thread.status).toBe('in_progress');
    expect(thread.replies).toEqual([
      expect.objectContaining({
        operator: 'Sola Support',
        to: 'reply@example.com',
        body: 'Pay to the fund’s account with your TFP as the narration.',
      }),
    ]);
    const mail = await t.lastMailTo('reply@example.com');
    expect(mail?.subject).toBe('Re: your enquiry to the Trust Fund');
    expect(mail?.text).toContain('Pay to the fund’s account with your TFP as the narration.');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.reply'), eq(auditLog.actorUserId, support.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.details).toMatchObject({ kind: 'enquiry', id: item.id, before: { status: 'new' } });
  });

  it('refuses an empty reply and sends nothing', async () => {
    const item = await enquire('empty@example.com');
    const res = await api('POST', `/admin/inbox/enquiry/${item.id}/reply`, { message: '   ' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Write your reply']);
    expect(await t.lastMailTo('empty@example.com')).toBeUndefined();
    expect((await api('GET', `/admin/inbox/enquiry/${item.id}`)).json().data.replies).toEqual([]);
  });

  it('keeps no reply and no status change when the mail server refuses the reply', async () => {
    const item = await enquire('down@example.com');
    const send = vi.spyOn(t.app.deps.mailer, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const res = await api('POST', `/admin/inbox/enquiry/${item.id}/reply`, { message: 'Hello' });
    send.mockRestore();
    expect([res.statusCode, res.json().message]).toEqual([
      502,
      'The reply could not be sent by email. Please try again.',
    ]);
    const thread = (await api('GET', `/admin/inbox/enquiry/${item.id}`)).json().data;
    expect([thread.status, thread.replies]).toEqual(['new', []]);
  });

  it('changes the status (audited) and filters by it', async () => {
    const item = await enquire('close@example.com');
    const res = await api('POST', `/admin/inbox/enquiry/${item.id}/status`, { status: 'closed' });
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'closed']);
    const closed = (await api('GET', '/admin/inbox?status=closed&kind=enquiry')).json().data.items;
    expect(closed.map((i: { id: number }) => i.id)).toEqual([item.id]);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'inbox.status'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.details).toMatchObject({ before: { status: 'new' }, after: { status: 'closed' } });
    const bad = await api('POST', `/admin/inbox/enquiry/${item.id}/status`, { status: 'done' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Choose new, in progress or closed']);
  });

  it('answers 403 to a content operator', async () => {
    const content = await createMember(t, { user: { role: 'content' } });
    expect((await api('GET', '/admin/inbox', undefined, content.headers)).statusCode).toBe(403);
  });
});
