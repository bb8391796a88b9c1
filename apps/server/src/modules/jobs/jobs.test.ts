import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '../../db/schema/jobs.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { FUND_INBOX: 'hr@fund.test' } });
  t.clock.set(new Date('2026-06-01T10:00:00Z'));
});
afterAll(() => t.close());

const valid = {
  firstName: 'Tunde',
  surName: 'Bakare',
  email: 'tunde.bakare@example.com',
  phone: '+234 803 123 4567',
  gender: 'Male',
  dob: '1995-04-12',
  role: 'Manager',
  qualification: 'B.Sc',
  state: 'Ondo',
  lga: 'Akure South',
  address: '12 Oba Adesida Road, Akure',
  resume: 'https://drive.google.com/file/d/abc123/view',
};

/** A multipart/form-data body as the browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = '----trustfundboundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${file.content}\r\n`,
    );
  }
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const countApplications = async () =>
  (await t.database.db.select({ n: count() }).from(jobApplications))[0]?.n ?? 0;

describe('POST /api/submit-job-application', () => {
  it('stores a multipart application for operators and mails a copy to the fund inbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      ...multipart(valid),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Application was successfully submitted!',
    });
    const [row] = await t.database.db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.id, res.json().data.id));
    expect(row).toMatchObject({
      firstName: 'Tunde',
      surName: 'Bakare',
      phone: '2348031234567',
      role: 'Manager',
      state: 'Ondo',
      resumeUrl: valid.resume,
      status: 'new',
    });
    expect(row?.createdAt.toISOString()).toBe('2026-06-01T10:00:00.000Z');
    const mail = await t.lastMailTo('hr@fund.test');
    expect(mail?.subject).toContain('Manager from Tunde Bakare');
    expect(mail?.text).toContain(valid.resume);
  });

  it('accepts the same form as JSON', async () => {
    const before = await countApplications();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      payload: { ...valid, role: 'Representative', email: 'ada@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(await countApplications()).toBe(before + 1);
  });

  it('ignores an uploaded file: the resume is a link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      ...multipart(valid, { name: 'file', content: '%PDF-1.4 cv' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['firstName', '', 'Enter first name'],
    ['firstName', 'A'.repeat(101), 'Must be 100 characters or less'],
    ['surName', ' ', 'Enter surname'],
    ['email', '', 'Enter email address'],
    ['email', 'tunde-at-example', 'Enter valid email address'],
    ['phone', '', 'Enter phone number'],
    ['phone', '0803-CALL-ME', 'Enter a valid phone number (digits only, with your country code)'],
    ['gender', '', 'Select gender'],
    ['gender', 'Other', 'Select gender'],
    ['dob', '', 'Enter date of birth'],
    ['dob', '1995-02-30', 'Enter a valid date of birth'],
    ['dob', '2010-01-01', 'Applicants must be at least 18 years old'],
    ['role', 'Director', 'Select role'],
    ['qualification', 'SSCE', 'Select qualification'],
    ['state', 'Atlantis', 'Select state'],
    ['lga', '', 'Enter LGA'],
    ['address', '', 'Enter address'],
    ['resume', '', 'Enter the link to your resume'],
    ['resume', 'my cv.pdf', 'Enter a shareable link to your resume, starting with https://'],
  ])('refuses %s = %j with 400 "%s" and stores nothing', async (field, value, message) => {
    const before = await countApplications();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      ...multipart({ ...valid, [field]: value }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message, data: { field } });
    expect(await countApplications()).toBe(before);
  });

  it('refuses a form with a field missing', async () => {
    const { resume: _, ...rest } = valid;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      ...multipart(rest),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the link to your resume');
  });

  it('counts an applicant 18 today as old enough (the clock decides)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-job-application',
      payload: { ...valid, dob: '2008-06-01' },
    });
    expect(res.statusCode).toBe(200);
  });
});
