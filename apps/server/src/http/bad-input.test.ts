import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, supportRequests } from '../db/schema/content.ts';
import { payouts } from '../db/schema/cycle.ts';
import { users } from '../db/schema/index.ts';
import { jobApplications } from '../db/schema/jobs.ts';
import { journalEntries } from '../db/schema/ledger.ts';
import { checkLedger } from '../ledger/check.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createMember } from '../test/members.ts';
import { multipartFile } from '../test/multipart.ts';
import { RAW_VALIDATOR_TEXT } from './messages.ts';
import { MALFORMED_FORM_MESSAGE } from './multipart.ts';
import { OPERATOR_TOKEN_HEADER } from './session-guard.ts';

/**
 * Bad input through HTTP on a real database: a 400 with the envelope, a sentence a person can read
 * that names the field, and nothing written.
 */

const OPERATOR_TOKEN = 'operator-token-for-bad-input-tests';
let t: TestApp;
let member: Awaited<ReturnType<typeof createMember>>;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN } });
  member = await createMember(t, { plan: 'SILVER' });
});
afterAll(() => t.close());

const rows = async (table: PgTable) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

/** Every row count a refused call could have touched. */
async function snapshot() {
  return {
    users: await rows(users),
    contact: await rows(contactMessages),
    support: await rows(supportRequests),
    jobs: await rows(jobApplications),
    payouts: await rows(payouts),
    entries: await rows(journalEntries),
    outbox: t.outbox().length,
  };
}

function call(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  ip += 1;
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': `10.77.${ip >> 8}.${ip & 255}`, accesstoken: member.token, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectRefusal(res: Awaited<ReturnType<typeof call>>, message: string | RegExp, field?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.status).toBe('error');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(body.message).not.toMatch(RAW_VALIDATOR_TEXT);
  expect(body.data).toEqual(field ? { field } : null);
}

const NUL = '\u0000';
const REFUSED = /contains a character that is not allowed/;

describe('a NUL character anywhere is refused with 400 before anything runs', () => {
  it.each([
    ['login', '/api/login', { email: `ada${NUL}@example.com`, password: 'Secret123' }, 'email'],
    [
      'register',
      '/api/register',
      {
        u_first_name: 'Ada Okafor',
        email: `ada${NUL}x@example.com`,
        u_phone: '2348012345678',
        password: 'Secret123',
      },
      'email',
    ],
    ['resend verification', '/api/resendemailverification', { email: `ada${NUL}@example.com` }, 'email'],
    [
      'email verification',
      '/api/emailverification',
      { email: 'ada@example.com', authcode: `${'a'.repeat(30)}${NUL}` },
      'authcode',
    ],
    ['reset', '/api/reset', { userid: `abc${NUL}`, password: 'Secret123' }, 'userid'],
    ['profile', '/api/updateuserprofile', { address: `12 Allen${NUL} Avenue` }, 'address'],
    [
      'contact',
      '/api/ayecontactus',
      { c_name: 'Ada', c_number: '2348012345678', c_email: 'ada@example.com', c_message: `hello${NUL}` },
      'c_message',
    ],
    [
      'support',
      '/api/support-requests',
      { name: `Kemi${NUL}`, email: 'kemi@example.com', visitor_id: 4821 },
      'name',
    ],
    [
      'invites',
      '/api/inviteusers',
      { trustnetwork: [{ email: `friend${NUL}@example.com`, index: 0 }] },
      'trustnetwork.0.email',
    ],
    ['payment callback', '/api/userplanpaymentcallback', { payment_data: `ref${NUL}123` }, 'payment_data'],
    [
      'Save More callback',
      '/api/usermakeupfrontcontributioncallback',
      { reference: `ref${NUL}123456` },
      'reference',
    ],
    ['job application', '/api/submit-job-application', { firstName: `Ada${NUL}` }, 'firstName'],
    ['a key of the body', '/api/login', { [`email${NUL}`]: 'ada@example.com' }, 'email'],
  ])('%s: 400 naming the field, nothing stored or mailed', async (_name, url, payload, field) => {
    const before = await snapshot();
    const res = await call('POST', url, payload);
    expectRefusal(res, REFUSED, field);
    expect(await snapshot()).toEqual(before);
  });

  it('in the query (forgot password) and in a header value', async () => {
    const before = await snapshot();
    expectRefusal(await call('GET', '/api/forgotpassword?email=ada%00@example.com'), REFUSED, 'email');
    expectRefusal(
      await call('GET', '/api/userdashboard', undefined, { 'x-device': `phone${NUL}` }),
      'The request header x-device contains a character that is not allowed',
      'x-device',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('in a multipart field of the job application', async () => {
    const boundary = 'nulboundary';
    const payload = `--${boundary}\r\ncontent-disposition: form-data; name="firstName"\r\n\r\nAda${NUL}\r\n--${boundary}--\r\n`;
    const before = await snapshot();
    const res = await call('POST', '/api/submit-job-application', payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expectRefusal(
      res,
      'The first name contains a character that is not allowed. Please retype it',
      'firstName',
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('amounts and ids beyond what the money type and the database hold', () => {
  it.each([1e21, '99999999999999999999', 1e308])(
    'cashout_amount %s: 400 naming the field, no payout, no ledger entry',
    async (amount) => {
      const before = await snapshot();
      const res = await call('POST', '/api/cashout', { cashout_amount: amount });
      expectRefusal(res, 'The cashout amount is too large', 'cashout_amount');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('an operator confirming a 20-digit transfer amount gets 400 naming the amount', async () => {
    const before = await snapshot();
    const res = await call(
      'POST',
      '/api/admin/transfers/propose',
      { tfp: 'TFP0000000001', amount: '99999999999999999999', reference: 'FT2611230001' },
      { [OPERATOR_TOKEN_HEADER]: OPERATOR_TOKEN },
    );
    expectRefusal(res, 'The amount received is too large', 'amount');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['/api/userplantransfer', { planid: 2_147_483_648 }, 'Choose a plan', 'planid'],
    ['/api/userplanpayment', { planid: '99999999999999999999' }, 'Choose a plan', 'planid'],
    ['/api/tnmmeetingjoin', { event_id: 2_147_483_648 }, 'Choose a meeting', 'event_id'],
    ['/api/notificationread', { notification_id: 1e21 }, 'Choose a notification', 'notification_id'],
  ])(
    '%s with an id past the integer column: 400 with the spec text',
    async (url, payload, message, field) => {
      const before = await snapshot();
      expectRefusal(await call('POST', url, payload), message, field);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('the ledger still balances after the refusals', async () => {
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

describe('a malformed multipart body answers 400', () => {
  const cutOff = (field: string) => {
    const full = multipartFile(
      field,
      'me.png',
      'image/png',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    );
    // The closing boundary never arrives, as when a phone loses its connection mid-upload.
    return { payload: full.payload.subarray(0, full.payload.length - 20), headers: full.headers };
  };

  it('photo upload', async () => {
    const { payload, headers } = cutOff('u_image');
    const res = await call('POST', '/api/userimageupload', payload, headers);
    expectRefusal(res, MALFORMED_FORM_MESSAGE);
  });

  it('job application', async () => {
    const { payload, headers } = cutOff('resume');
    const before = await snapshot();
    const res = await call('POST', '/api/submit-job-application', payload, headers);
    expectRefusal(res, MALFORMED_FORM_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('a body that says multipart but has no boundary', async () => {
    const res = await call('POST', '/api/submit-job-application', 'junk', {
      'content-type': 'multipart/form-data',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
    expect(res.json().message).not.toMatch(RAW_VALIDATOR_TEXT);
  });
});

describe('every refusal is a sentence a person understands', () => {
  it('a body that is null, a list or text: a plain sentence, not the validator', async () => {
    for (const payload of ['null', '[]', '"hello"', '42']) {
      const res = await call('POST', '/api/login', payload, { 'content-type': 'application/json' });
      expectRefusal(res, 'Send the form fields as a JSON object');
    }
  });

  it('a field of the wrong type is named in words, with data.field', async () => {
    expectRefusal(
      await call('POST', '/api/login', { email: 'ada@example.com', password: 5 }),
      'Your password must be text',
      'password',
    );
    expectRefusal(
      await call('POST', '/api/register', {
        u_first_name: 'Ada Okafor',
        email: 'ada@example.com',
        u_phone: '2348012345678',
        password: 'Secret123',
        device_type: { a: 1 },
      }),
      'The device type must be text',
      'device_type',
    );
  });

  it("keeps the spec's own text where the schema has one", async () => {
    expectRefusal(await call('POST', '/api/login', { email: null }), 'Enter email address', 'email');
    expectRefusal(await call('POST', '/api/cashout', {}), 'Enter the cashout amount', 'cashout_amount');
  });

  it('a form with two shapes (card or OTP) names the problem of the shape that was meant', async () => {
    const res = await call('POST', '/api/submituserpaymentcard', { card_process: 1, card_number: 12 });
    expectRefusal(res, 'The card number must be text', 'card_number');
  });

  it('a JSON call sent as a web form says which format to use', async () => {
    const res = await call('POST', '/api/login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Send the form as JSON (content type application/json)',
      data: null,
    });
  });
});

describe('requests refused before any route runs still get the envelope', () => {
  it('an address that cannot be decoded, or a path parameter over 100 characters', async () => {
    for (const [url, message] of [
      ['/api/uploads/%E0%A4%A', 'The address of this request is not valid'],
      [`/api/uploads/${'a'.repeat(150)}`, 'The address of this request is too long'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message, data: null });
    }
  });

  it('a NUL byte in a header over real HTTP, which Node refuses before Fastify sees it', async () => {
    const server = await createTestApp();
    try {
      const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write('GET /api/config HTTP/1.1\r\nHost: localhost\r\nX-Device: phone\u0000one\r\n\r\n');
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        status: 'error',
        message: 'The request could not be read: a header or the address is malformed',
        data: null,
      });
    } finally {
      await server.close();
    }
  });
});
