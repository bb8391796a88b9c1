import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, supportRequests } from '../../db/schema/content.ts';
import { seedContent } from '../../seed/content.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FUND_INBOX: 'inbox@fund.test' } });
  await seedContent(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('success');
  return body.data;
};
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });
const stored = async (table: typeof contactMessages | typeof supportRequests) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

const contact = {
  c_name: 'Bola Adeyemi',
  c_number: '+2348031234567',
  c_email: 'Bola@Example.com',
  c_message: 'How do I pay my weekly contribution by transfer?',
};

describe('landing page content', () => {
  it('lists the four how-it-works steps in order: Register, Save, Earn, Cashout', async () => {
    const steps = await get('/api/ayehowitworks');
    expect(steps.map((s: { hw_title: string }) => s.hw_title)).toEqual([
      'Register',
      'Save',
      'Earn',
      'Cashout',
    ]);
    expect(steps[0]).toMatchObject({ hw_step: 1, hw_description: expect.stringContaining('account') });
  });

  it('lists enough FAQs with the spec field names for paging by four', async () => {
    const faqs = await get('/api/ayefaq');
    expect(faqs.length).toBeGreaterThanOrEqual(14);
    expect(Object.keys(faqs[0]).sort()).toEqual(['fq_answers', 'fq_questions', 'id']);
    expect(faqs[0].fq_questions).toBe('What is the Trust Fund?');
  });

  it('lists endorsement videos as youtube-nocookie embeds with a thumbnail, name and business', async () => {
    const videos = await get('/api/ayeendorsement');
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const v of videos) {
      expect(Object.keys(v).sort()).toEqual([
        'es_businessname',
        'es_name',
        'es_thumbnail',
        'es_video_url',
        'id',
      ]);
      expect(v.es_video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    }
  });

  it('lets the page frame videos from youtube-nocookie.com only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const frameSrc = res.headers['content-security-policy']?.toString().match(/frame-src ([^;]*)/)?.[1];
    expect(frameSrc).toBe('https://www.youtube-nocookie.com');
  });

  it('lists testimonials with a name, business, place and text', async () => {
    const list = await get('/api/ayetestimonials');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ ts_name: expect.any(String), ts_location: expect.any(String) });
  });

  it('seeds idempotently: a second seed adds no duplicate FAQ', async () => {
    const before = (await get('/api/ayefaq')).length;
    await seedContent(t.database.db);
    expect((await get('/api/ayefaq')).length).toBe(before);
  });
});

describe('POST /api/ayecontactus', () => {
  it('stores the enquiry and mails it to the fund inbox with the visitor as reply-to', async () => {
    const before = await stored(contactMessages);
    const res = await post('/api/ayecontactus', contact);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: expect.stringContaining('Thank you') });
    expect(await stored(contactMessages)).toBe(before + 1);
    const mail = await t.lastMailTo('inbox@fund.test');
    expect(mail?.subject).toBe('Website enquiry from Bola Adeyemi');
    expect(mail?.replyTo).toBe('bola@example.com');
    expect(mail?.text).toContain('How do I pay my weekly contribution by transfer?');
    expect(mail?.text).toContain('+2348031234567');
  });

  it.each([
    ['c_name', '', 'Enter your name'],
    ['c_name', 'B0la!', 'Use letters and spaces only'],
    ['c_number', '', 'Enter phone number'],
    ['c_number', '0803abc', 'Must be a number'],
    ['c_email', '', 'Enter email address'],
    ['c_email', 'bola@', 'Enter valid email address'],
    ['c_message', '   ', 'Enter your message'],
    ['c_message', 'x'.repeat(1001), 'Must be 1000 characters or less'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const before = await stored(contactMessages);
    const res = await post('/api/ayecontactus', { ...contact, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
    expect(await stored(contactMessages)).toBe(before);
  });

  it('refuses a missing field with its message', async () => {
    const { c_message: _, ...rest } = contact;
    const res = await post('/api/ayecontactus', rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter your message');
  });
});

describe('POST /api/support-requests', () => {
  it('records the visitor and tells the support team by mail', async () => {
    const before = await stored(supportRequests);
    const res = await post('/api/support-requests', {
      name: 'Kemi',
      email: 'kemi@example.com',
      visitor_id: 4821,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('reply by email within one working day');
    expect(await stored(supportRequests)).toBe(before + 1);
    expect((await t.lastMailTo('inbox@fund.test'))?.subject).toBe('Visitor #4821 wants to talk to support');
  });

  it.each([
    [{ name: '' }, 'Enter your name'],
    [{ name: 'Kemi2' }, 'Use letters only'],
    [{ name: 'K'.repeat(51) }, 'Must be 50 characters or less'],
    [{ email: 'kemi' }, 'Enter valid email address'],
  ])('refuses %j with "%s"', async (patch, message) => {
    const before = await stored(supportRequests);
    const res = await post('/api/support-requests', {
      name: 'Kemi',
      email: 'kemi@example.com',
      visitor_id: 1000,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored(supportRequests)).toBe(before);
  });
});
