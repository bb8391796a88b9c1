import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { scrubError } from './log-redaction.ts';

let t: TestApp;
let logFile: string;
beforeAll(async () => {
  const dir = join(process.env.TMPDIR ?? '/tmp', `trust-log-${process.pid}-${Date.now()}`);
  logFile = `${dir}.log`;
  t = await createTestApp({ env: { LOG_LEVEL: 'error', LOG_FILE: logFile } });
});
afterAll(() => t.close());

const readLog = async () => {
  // The file destination writes asynchronously; give it a moment.
  for (let i = 0; i < 50 && !(existsSync(logFile) && readFileSync(logFile, 'utf8').includes('\n')); i++)
    await new Promise((r) => setTimeout(r, 20));
  return existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
};

describe('a database error in the log', () => {
  it('names the failed statement but none of its values (no hash, name, email or phone)', async () => {
    // Any insert into users now fails inside the database, as a broken disk or constraint would.
    await t.database.db.execute(sql`
      create or replace function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'users are read-only today'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`,
    );
    const person = {
      u_first_name: 'Zebedee Quartermaine',
      email: 'zebedee.quartermaine@example.com',
      u_phone: '2348098765432',
      password: 'Unguessable99',
      u_trust_link: 0,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: person });
    expect(res.statusCode).toBe(500);

    const log = await readLog();
    expect(log).toContain('unhandled error');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('users are read-only today');
    for (const secret of [
      person.u_first_name,
      person.email,
      person.u_phone,
      person.password,
      '$argon2',
      'argon2id',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('scrubError', () => {
  it('drops the params line of the message and stack, the params field and the driver detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      constraint: 'users_email',
    });
    const err = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ada@example.com'),
      { params: ['ada@example.com'], query: 'insert into "users" ("email") values ($1)', cause },
    );
    const out = JSON.stringify(scrubError(err));
    expect(out).not.toContain('ada@example.com');
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain('users_email');
    expect(out).toContain('23505');
  });

  it('scrubs an error logged as text', () => {
    expect(scrubError('Failed query: select 1\nparams: secret-value')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
  });
});
