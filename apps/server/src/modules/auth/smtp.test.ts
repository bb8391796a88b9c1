import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { operatorLog } from '../../test/log.ts';
import { registerMember } from '../../test/members.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in the test: the app delivers to it over the network through SMTP_URL. */
describe('mail delivery over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://fund.example' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification mail, whose link verifies the account', async () => {
    const m = await registerMember(t);
    await vi.waitFor(() => expect(received.some((r) => r.to.includes(m.email))).toBe(true));
    const message = received.find((r) => r.to.includes(m.email));
    expect(message?.from).toBe('no-reply@trustfund.ng');
    expect(message?.raw).toMatch(/^Subject: Verify your email address/m);
    // Quoted-printable may wrap long lines with "=\r\n"; unwrap before reading the link.
    const body = (message?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = body.match(/https:\/\/fund\.example\/login\?verify=([\w-]+)&email=([^\s"<]+)/);
    expect(link?.[1]).toHaveLength(43);
    expect(decodeURIComponent(link?.[2] ?? '')).toBe(m.email);
    // Nothing was written to the file outbox: the SMTP transport was used.
    expect(t.outbox()).toHaveLength(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/emailverification',
      payload: { email: m.email, authcode: link?.[1] },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('a mail server that refuses the mail', () => {
  const refused: string[] = [];
  // The operator reads that a mail was not sent (to whom, which mail), never the mail itself.
  const log = operatorLog();
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        refused.push(address.address);
        callback(new Error('Mailbox unavailable'));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ...log.env } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('still registers the member when the mail server refuses the mail', async () => {
    const m = await registerMember(t);
    await vi.waitFor(() => expect(refused).toContain(m.email));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': '10.90.0.1' },
      payload: { email: m.email, password: m.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.u_id).toBe(m.id);
    const notSent = log.lines().filter((l) => l.msg === 'mail not sent' && l.to === m.email);
    expect(notSent).toHaveLength(1);
    expect(notSent[0]).toMatchObject({ level: 50, subject: expect.stringMatching(/\S/) });
    expect(JSON.stringify(notSent[0])).not.toMatch(/verify=/);
  });
});
