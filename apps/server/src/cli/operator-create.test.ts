import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { clientIp } from '../test/members.ts';
import { serverDatabase } from '../test/server-database.ts';

/** npm run operator:create, run as its own process on a database of its own (embedded or PostgreSQL). */
const script = resolve(import.meta.dirname, 'operator-create.ts');
let target: Awaited<ReturnType<typeof serverDatabase>>;
beforeAll(async () => {
  target = await serverDatabase();
});
afterAll(() => target.cleanup());

function operatorCreate(args: string[], input: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...target.env, ...env },
    input,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function signIn(email: string, password: string) {
  const database = await target.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-operator-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off' });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox') });
  const app = await buildApp({ config, database, clock: new ManualClock(), mailer });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, password },
    });
    return { status: res.statusCode, role: res.json().data?.u_role as string | undefined };
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('npm run operator:create', { timeout: 600_000 }, () => {
  it('makes an operator from an email and a role, with the password read from standard input, who can then sign in', async () => {
    const made = operatorCreate(
      ['--email', 'Chair@TrustFund.ng', '--role', 'admin', '--name', 'Ada Chair'],
      'Chair2026ok\n',
    );
    expect(made.out).toContain('Operator made: chair@trustfund.ng (admin)');
    expect(made.code).toBe(0);
    expect(made.out).not.toContain('Chair2026ok');
    expect(await signIn('chair@trustfund.ng', 'Chair2026ok')).toEqual({ status: 200, role: 'admin' });
    const database = await target.open();
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'chair@trustfund.ng'));
      expect(row).toMatchObject({ fullName: 'Ada Chair', role: 'admin' });
      expect(row?.passwordHash).not.toContain('Chair2026ok');
      const audited = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetUserId, row?.id ?? 0));
      expect(audited).toMatchObject([{ action: 'operator.create', details: { via: 'operator:create' } }]);
    } finally {
      await database.close();
    }
  });

  it('refuses a password below the sign-up rules, a taken email and an unknown role, changing nothing', async () => {
    const weak = operatorCreate(['--email', 'finance@fund.ng', '--role', 'finance'], 'short\n');
    expect([weak.code, weak.out.trim()]).toEqual([
      1,
      'Password must be at least 8 characters with at least one letter and one number',
    ]);
    const taken = operatorCreate(['--email', 'chair@trustfund.ng', '--role', 'support'], 'Support2026x\n');
    expect(taken.code).toBe(1);
    expect(taken.out).toContain('An account with this email already exists');
    const role = operatorCreate(['--email', 'boss@fund.ng', '--role', 'owner'], 'Owner2026xx\n');
    expect(role.code).toBe(1);
    expect(role.out).toContain('The role must be one of admin, finance, loans, support, content.');
    expect(await signIn('chair@trustfund.ng', 'Support2026x')).toMatchObject({ status: 400 });
    expect(await signIn('finance@fund.ng', 'short')).toMatchObject({ status: 400 });
  });

  it('never takes the password on the command line', () => {
    const r = operatorCreate(['--email', 'x@fund.ng', '--role', 'admin', '--password', 'Visible2026'], '');
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'The password is asked for (or read from standard input), never given on the command line.',
    );
  });

  it('refuses while a server holds the embedded database, and runs beside the servers on PostgreSQL', async () => {
    // A server holds its database open the whole time it runs.
    const held = await target.open();
    try {
      const r = operatorCreate(['--email', 'support@fund.ng', '--role', 'support'], 'Support2026x\n');
      if (target.embedded) {
        expect(r.code).toBe(2);
        expect(r.out).toContain('Cannot make the operator: The embedded database in');
        expect(r.out).toContain('is in use by another process');
      } else {
        expect(r.code, r.out).toBe(0);
      }
    } finally {
      await held.close();
    }
  });
});
