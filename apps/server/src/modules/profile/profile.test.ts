import { BANK_MESSAGES, MONEY_OUT_MESSAGES, PROFILE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { ACCESS_ACCOUNT, bankForm } from '../../test/money-out.ts';
import { multipartFile } from '../../test/multipart.ts';
import { PHONE_TAKEN_MESSAGE } from '../auth/phone-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fullProfile = {
  firstname: 'Ngozi Eze',
  phonenumber: '2348031234567',
  sex: 'Female',
  dob: '1990-04-12',
  business: 'Fashion',
  hearaboutus: 'A friend',
  address: '12 Allen Avenue, Ikeja',
  nxtkinname: 'Chike Eze',
  nxtkinemail: 'chike@example.com',
  nxtkinphonenumber: '2348037654321',
};
/** One wrong digit in a good Access Bank number: the check digit refuses it. */
const MISTYPED = `${ACCESS_ACCOUNT.slice(0, 9)}${(Number(ACCESS_ACCOUNT[9]) + 1) % 10}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const update = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/updateuserprofile', headers, payload: payload as object });

describe('POST /updateuserprofile', () => {
  it('saves the profile form and raises the completeness to 50% (email verified + profile)', async () => {
    const m = await createMember(t);
    const res = await update(m.headers, fullProfile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: PROFILE_MESSAGES.saved,
      data: { u_first_name: 'Ngozi Eze', u_business_sector: 'Fashion', u_kin_email: 'chike@example.com' },
    });
    expect(res.json().data.profile_percentage).toBe(50);
    const bankRes = await update(m.headers, await bankForm(t, m.userId));
    expect(bankRes.json()).toMatchObject({
      message: PROFILE_MESSAGES.bankSaved,
      data: { up_bank_name: 'Access Bank', up_bank_holder_name: 'EZE NGOZI', up_bank_name_check: 'matched' },
    });
    expect(bankRes.json().data.profile_percentage).toBe(75);
    const view = await t.app.inject({ method: 'GET', url: '/api/userprofile', headers: m.headers });
    expect(view.json().data).toMatchObject({
      up_account_number: ACCESS_ACCOUNT,
      gender: 'Female',
      bank_info: 1,
    });
  });

  it('refuses a phone number 3 other accounts use, as registration does, and keeps the old one', async () => {
    const shared = '2348035550101';
    const sharing = [];
    for (let i = 0; i < 3; i++) sharing.push(await createMember(t, { user: { phone: shared } }));
    const m = await createMember(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    const res = await update(m.headers, { phonenumber: shared });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: PHONE_TAKEN_MESSAGE,
      data: { field: 'phonenumber' },
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(after?.phone).toBe(before?.phone);
    // One of the three saves the form with its own number: it takes no fourth place.
    const own = await update(sharing[0]?.headers ?? {}, { phonenumber: shared, address: '12 Allen Avenue' });
    expect(own.statusCode).toBe(200);
  });

  it('ignores fields outside the allow-list (status, role, pin, email) and never writes them', async () => {
    const m = await createMember(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    const res = await update(m.headers, {
      address: '5 Broad Street, Lagos',
      u_status: 1,
      status: 1,
      u_role: 'admin',
      role: 'admin',
      u_tfp_pin: 'TFP9999999999',
      tfppin: 'TFP9999999999',
      email: 'attacker@example.com',
      u_email: 'attacker@example.com',
      passwordHash: 'x',
      emailVerifiedAt: null,
    });
    expect(res.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(after).toMatchObject({
      address: '5 Broad Street, Lagos',
      role: before?.role,
      status: before?.status,
      tfpPin: before?.tfpPin,
      email: before?.email,
      passwordHash: before?.passwordHash,
    });
    expect(after?.emailVerifiedAt).not.toBeNull();
  });

  it.each([
    [{ firstname: 'Ngozi 2' }, 'Use letters and spaces only'],
    [{ firstname: '' }, PROFILE_MESSAGES.fullName],
    [{ phonenumber: '08031234567' }, 'Start with your country code, for example 2348012345678'],
    [{ address: 'x'.repeat(101) }, 'Must be 100 characters or less'],
    [{ nxtkinemail: 'not-an-email' }, PROFILE_MESSAGES.kinEmailInvalid],
    [{ bankcode: '044' }, PROFILE_MESSAGES.accountNumber],
    [{ bankcode: 'Bank 1', accountnumber: ACCESS_ACCOUNT }, BANK_MESSAGES.unknownBank],
    [{ bankcode: '044', accountnumber: '12345' }, PROFILE_MESSAGES.accountNumberShort],
    [{ bankcode: '044', accountnumber: '01234 56789' }, 'Must be a number'],
    [{ bankcode: '044', accountnumber: '12345678901234567' }, 'Must be 16 characters or less'],
    [{ bankcode: '044', accountnumber: '01234567890' }, BANK_MESSAGES.accountNumberDigits],
    [{ bankcode: '044', accountnumber: MISTYPED }, BANK_MESSAGES.checkDigit],
    [{ accountnumber: ACCESS_ACCOUNT }, BANK_MESSAGES.chooseBank],
    [{ bankcode: '044', accountnumber: ACCESS_ACCOUNT }, MONEY_OUT_MESSAGES.codeRequired],
    [{ sex: 'Other' }, PROFILE_MESSAGES.sex],
    [{ dob: '2015-01-01' }, PROFILE_MESSAGES.underAge],
    [{ u_status: 1 }, PROFILE_MESSAGES.nothingToSave],
  ])('refuses %j with "%s" and changes nothing', async (payload, message) => {
    const m = await createMember(t);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    const res = await update(m.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(after).toEqual(before);
  });

  it('answers 401 with code 100 without a session', async () => {
    const res = await update({}, fullProfile);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('100');
  });
});

describe('POST /userimageupload', () => {
  const upload = (headers: Record<string, string>, f: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/userimageupload',
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });

  it('stores a PNG under a server-made name and serves it back', async () => {
    const m = await createMember(t);
    const res = await upload(m.headers, multipartFile('u_image', '../../etc/passwd.png', 'image/png', PNG));
    expect(res.statusCode).toBe(200);
    const { filepath } = res.json().data;
    expect(filepath).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.imagePath).toBe(filepath);
    const got = await t.app.inject({ method: 'GET', url: filepath });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file named .png whose content is text', async () => {
    const m = await createMember(t);
    const res = await upload(
      m.headers,
      multipartFile('u_image', 'me.png', 'image/png', Buffer.from('<svg onload=alert(1)>')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MESSAGES.imageType);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.imagePath).toBeNull();
  });

  it('refuses a GIF (a real image of a type we do not take)', async () => {
    const m = await createMember(t);
    const res = await upload(
      m.headers,
      multipartFile('u_image', 'me.gif', 'image/gif', Buffer.from('GIF89a\x01\x00\x01\x00')),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROFILE_MESSAGES.imageType);
  });

  it('refuses a photo above 2 MB', async () => {
    const m = await createMember(t);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(m.headers, multipartFile('u_image', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(PROFILE_MESSAGES.imageTooLarge);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.userId));
    expect(row?.imagePath).toBeNull();
  });

  it('refuses a file sent under another field name, and a JSON body', async () => {
    const m = await createMember(t);
    const res = await upload(m.headers, multipartFile('photo', 'me.png', 'image/png', PNG));
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/userimageupload',
      headers: m.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(PROFILE_MESSAGES.imageRequired);
  });

  it('answers 404 for unknown or path-like upload names', async () => {
    for (const url of [
      '/api/uploads/0123456789abcdef0123456789abcdef.png',
      '/api/uploads/..%2F..%2Fpackage.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
