import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, meetingAttendees, memberships, plans } from '../../../db/schema/index.ts';
import { seedContent } from '../../../seed/content.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/members.ts';

let t: TestApp;
let editor: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.database.db);
  editor = await createMember(t, { user: { role: 'content', fullName: 'Chidi Content' } });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = editor.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
const publicList = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api${url}` })).json().data;
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, editor.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

/** Each kind: a valid body, a change, its public call and how the public call names the changed field. */
const KINDS = [
  {
    kind: 'faq',
    body: { question: 'Can I save for my child?', answer: 'Yes, open a plan in their name.', position: 99 },
    change: { answer: 'Yes: open a plan in their name and save for them.' },
    publicUrl: '/ayefaq',
    publicField: 'fq_answers',
    field: 'answer',
    refusal: [{ question: '  ' }, 'Enter the question'],
  },
  {
    kind: 'how-it-works',
    body: { step: 5, title: 'Grow', description: 'Build your trust network.' },
    change: { description: 'Build your trust network and borrow with guarantors.' },
    publicUrl: '/ayehowitworks',
    publicField: 'hw_description',
    field: 'description',
    refusal: [{ step: 0 }, 'The step must be a whole number from 1 to 20'],
  },
  {
    kind: 'endorsements',
    body: {
      name: 'Ngozi Eze',
      business_name: 'Eze Fabrics',
      thumbnail: '/endorsements/ngozi.jpg',
      video_url: 'https://www.youtube-nocookie.com/embed/abc123XYZ',
      position: 9,
    },
    change: { business_name: 'Eze Fabrics and Sons' },
    publicUrl: '/ayeendorsement',
    publicField: 'es_businessname',
    field: 'business_name',
    refusal: [
      { video_url: 'https://evil.example.com/embed/x' },
      'Enter a youtube-nocookie.com embed link (https://www.youtube-nocookie.com/embed/…)',
    ],
  },
  {
    kind: 'testimonials',
    body: {
      name: 'Musa Bello',
      business: 'Bello Farms',
      location: 'Kano',
      text: 'My loan bought a tractor.',
      position: 9,
    },
    change: { text: 'My interest-free loan bought a tractor.' },
    publicUrl: '/ayetestimonials',
    publicField: 'ts_text',
    field: 'text',
    refusal: [{ location: 'x'.repeat(101) }, 'Must be 100 characters or less'],
  },
] as const;

describe.each(KINDS)('content kind $kind', (k) => {
  it('is created, changed and deleted by a content operator, and the public site shows each change at once', async () => {
    const created = await call('POST', `/admin/content/${k.kind}`, k.body);
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject(k.body);
    const shown = (await publicList(k.publicUrl)).find((r: { id: number }) => r.id === item.id);
    expect(shown[k.publicField]).toBe(k.body[k.field as keyof typeof k.body]);

    const listed = (await call('GET', `/admin/content/${k.kind}`)).json().data;
    expect(listed.map((r: { id: number }) => r.id)).toContain(item.id);

    const updated = await call('PUT', `/admin/content/${k.kind}/${item.id}`, { ...k.body, ...k.change });
    expect(updated.statusCode).toBe(200);
    const after = (await publicList(k.publicUrl)).find((r: { id: number }) => r.id === item.id);
    expect(after[k.publicField]).toBe(Object.values(k.change)[0]);

    const deleted = await call('DELETE', `/admin/content/${k.kind}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await publicList(k.publicUrl)).some((r: { id: number }) => r.id === item.id)).toBe(false);
    expect((await call('DELETE', `/admin/content/${k.kind}/${item.id}`)).statusCode).toBe(404);
  });

  it('audits each change with the values before and after', async () => {
    const item = (await call('POST', `/admin/content/${k.kind}`, k.body)).json().data;
    await call('PUT', `/admin/content/${k.kind}/${item.id}`, { ...k.body, ...k.change });
    const name = {
      faq: 'faq',
      'how-it-works': 'how_it_works',
      endorsements: 'endorsement',
      testimonials: 'testimonial',
    }[k.kind];
    const created = await lastAudit(`content.${name}.create`);
    expect(created?.details).toMatchObject({ before: null, after: { id: item.id } });
    const updated = await lastAudit(`content.${name}.update`);
    expect(updated?.details).toMatchObject({
      before: { [k.field]: k.body[k.field as keyof typeof k.body] },
      after: k.change,
      ip: expect.any(String),
    });
    await call('DELETE', `/admin/content/${k.kind}/${item.id}`);
    expect((await lastAudit(`content.${name}.delete`))?.details).toMatchObject({
      before: { id: item.id },
      after: null,
    });
  });

  it('refuses a bad field with a plain message and changes nothing', async () => {
    const before = (await call('GET', `/admin/content/${k.kind}`)).json().data.length;
    const [patch, message] = k.refusal;
    const res = await call('POST', `/admin/content/${k.kind}`, { ...k.body, ...patch });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect((await call('GET', `/admin/content/${k.kind}`)).json().data.length).toBe(before);
  });
});

describe('content validation', () => {
  it('refuses a second FAQ with the same question with 409', async () => {
    const [first] = (await call('GET', '/admin/content/faq')).json().data;
    const res = await call('POST', '/admin/content/faq', { question: first.question, answer: 'Again' });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Another item already says this; change it or edit the other one',
    ]);
  });

  it('refuses an unknown kind and an unknown item', async () => {
    expect((await call('GET', '/admin/content/banners')).json().message).toBe(
      'Choose faq, how-it-works, endorsements, testimonials or meetings',
    );
    const res = await call('PUT', '/admin/content/faq/987654', { question: 'Q?', answer: 'A' });
    expect([res.statusCode, res.json().message]).toEqual([
      404,
      'This item does not exist (it may have been deleted)',
    ]);
  });

  it('answers 403 to a support operator', async () => {
    const support = await createMember(t, { user: { role: 'support' } });
    expect((await call('GET', '/admin/content/faq', undefined, support.headers)).statusCode).toBe(403);
  });
});

describe('meetings', () => {
  const meeting = {
    name: 'Ikeja trust network meeting',
    about: 'Meet your guarantors.',
    address: '12 Allen Avenue, Ikeja',
    starts_at: '2027-03-06T10:00:00+01:00',
  };

  it('are created and listed with the members who will attend; one with attendees is not deleted', async () => {
    const created = await call('POST', '/admin/content/meetings', meeting);
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item.starts_at).toBe('2027-03-06T09:00:00.000Z');
    const m = await createMember(t, { plan: 'SILVER', user: { fullName: 'Amaka Obi' } });
    await t.database.db
      .insert(meetingAttendees)
      .values({ meetingId: item.id, userId: m.userId, status: 1, createdAt: new Date() });
    const attendees = (await call('GET', `/admin/meetings/${item.id}/attendees`)).json().data;
    expect(attendees).toEqual([expect.objectContaining({ id: m.userId, name: 'Amaka Obi' })]);
    const refused = await call('DELETE', `/admin/content/meetings/${item.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Members have said they will attend this meeting; change its date instead of deleting it',
    ]);
    const moved = await call('PUT', `/admin/content/meetings/${item.id}`, {
      ...meeting,
      starts_at: '2027-03-13T10:00:00+01:00',
    });
    expect(moved.json().data.starts_at).toBe('2027-03-13T09:00:00.000Z');
  });

  it('refuses a meeting without a date', async () => {
    const res = await call('POST', '/admin/content/meetings', { ...meeting, starts_at: 'next week' });
    expect([res.statusCode, res.json().message]).toEqual([400, 'Enter the meeting’s date and time']);
  });
});

describe('plans', () => {
  const figuresOf = (p: Record<string, unknown>) => ({
    membership_fee: p.membership_fee,
    weekly_saving: p.weekly_saving,
    loan_max: p.loan_max,
    cover_limit: p.cover_limit,
    referral_l1: p.referral_l1,
    referral_l2: p.referral_l2,
    referral_l3: p.referral_l3,
    active: p.active,
  });

  it('a figure change rebuilds the benefit texts, shows on the public site, and leaves running memberships unchanged', async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const [before] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.userId));
    const silver = (await call('GET', '/admin/plans'))
      .json()
      .data.find((p: { name: string }) => p.name === 'SILVER');
    const others = silver.benefits.filter(
      (b: { text: string }) =>
        !/weekly savings|loan limit|trust bonus|etc \/ pop|referral|membership fee|save more/i.test(b.text),
    );
    const res = await call('PUT', `/admin/plans/${silver.id}`, {
      ...figuresOf(silver),
      weekly_saving: 1500,
      membership_fee: 4000,
      benefits: others,
    });
    expect(res.statusCode).toBe(200);
    const benefits = Object.fromEntries(
      res.json().data.benefits.map((b: { text: string; value: string }) => [b.text, b.value]),
    );
    expect(benefits['Weekly Savings']).toBe('₦1,500');
    expect(benefits['Membership Fee']).toBe('₦4,000 per 12-month cycle');
    expect(benefits['Save More']).toBe('Add to your ₦1,500 weekly savings any time');

    const shown = (await publicList('/getsubscriptionplans')) as {
      pl_plan_name: string;
      pl_weekly_saving: number;
      planbenefits: { pb_text: string; pb_value: string }[];
    }[];
    const publicSilver = shown.find((p) => p.pl_plan_name === 'SILVER');
    expect(publicSilver?.pl_weekly_saving).toBe(1500);
    expect(publicSilver?.planbenefits.find((b) => b.pb_text === 'Weekly Savings')?.pb_value).toBe('₦1,500');

    const [after] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.userId));
    expect(after?.contributionKobo).toBe(before?.contributionKobo);
    expect(after?.membershipFeeKobo).toBe(before?.membershipFeeKobo);
    expect((await lastAudit('content.plan.update'))?.details).toMatchObject({
      before: { weekly_saving: 1000 },
      after: { weekly_saving: 1500 },
    });
    // Put the catalogue back for the other tests.
    await t.database.db
      .update(plans)
      .set({ weeklySavingKobo: 100_000n, membershipFeeKobo: 300_000n })
      .where(eq(plans.id, silver.id));
  });

  it('refuses a negative figure and a typed figure benefit, changing nothing', async () => {
    const gold = (await call('GET', '/admin/plans'))
      .json()
      .data.find((p: { name: string }) => p.name === 'GOLD');
    const negative = await call('PUT', `/admin/plans/${gold.id}`, {
      ...figuresOf(gold),
      loan_max: -1,
      benefits: [],
    });
    expect([negative.statusCode, negative.json().message]).toEqual([400, 'Loan limit cannot be negative']);
    const typed = await call('PUT', `/admin/plans/${gold.id}`, {
      ...figuresOf(gold),
      benefits: [{ text: 'Loan Limit', value: '₦9,000,000' }],
    });
    expect([typed.statusCode, typed.json().message]).toEqual([
      400,
      '“Loan Limit” is built from the plan’s figures: change the figure above instead',
    ]);
    const again = (await call('GET', '/admin/plans'))
      .json()
      .data.find((p: { name: string }) => p.name === 'GOLD');
    expect(again).toEqual(gold);
    expect(
      await t.database.db.select().from(auditLog).where(like(auditLog.action, 'content.plan.%')),
    ).toHaveLength(1);
  });
});
