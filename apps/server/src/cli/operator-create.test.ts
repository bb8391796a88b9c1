import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';
import { createMailer } from '../mail/mailer.ts';
import { clientIp } from '../test/members.ts';
import { serverDatabase } from '../test/server-database.ts';
import { run } from './operator-create.ts';

/**
 * npm run operator:create on a database of its own (embedded or PostgreSQL): as its own process where
 * the process is what is tested (an operator made end to end, a refusal's exit code and output, the
 * embedded database held by another process), and its run() in this process for the other refusals
 * (the same code; a process start costs seconds of CPU).
 */
const script = resolve(import.meta.dirname, 'operator-create.ts');
let target: Awaited<ReturnType<typeof serverDatabase>>;
beforeAll(async () => {
  target = await serverDatabase();
});
afterAll(() => target.cleanup());

const commandEnv = () => ({ NODE_ENV: 'test', ...target.env });

function operatorCreate(args: string[], input: string) {
  const r = spawnSync(process.execPath, [script, ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      ...commandEnv(),
    },
    input,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The command's run() in this process, given the password it would read from standard input. */
const operatorCreateHere = (args: string[], password: string) =>
  run(args, { env: commandEnv(), password: async () => password });

/**
 * Signs in through an app on the command's database, built once for `work` and closed after it (the
 * embedded database allows one process, and the command opens it next).
 */
async function withApp<T>(
  work: (
    signIn: (email: string, password: string) => Promise<{ status: number; role: string | undefined }>,
    database: Database,
  ) => Promise<T>,
): Promise<T> {
  const database = await target.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-operator-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off' });
  const mailer = createMailer({ from: config.MAIL_FROM, outboxDir: join(dataDir, 'outbox') });
  const app = await buildApp({ config, database, clock: new ManualClock(), mailer });
  const signIn = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': clientIp() },
      payload: { email, password },
    });
    return { status: res.statusCode, role: res.json().data?.u_role as string | undefined };
  };
  try {
    return await work(signIn, database);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const WEAK_PASSWORD = 'Password must be at least 8 characters with at least one letter and one number';

describe('npm run operator:create', { timeout: 600_000 }, () => {
  it('makes an operator from an email and a role, with the password read from standard input, who can then sign in', async () => {
    const made = operatorCreate(
      ['--email', 'Chair@TrustFund.ng', '--role', 'admin', '--name', 'Ada Chair'],
      'Chair2026ok\n',
    );
    expect(made.out).toContain('Operator made: chair@trustfund.ng (admin)');
    expect(made.code).toBe(0);
    expect(made.out).not.toContain('Chair2026ok');
    await withApp(async (signIn, database) => {
      expect(await signIn('chair@trustfund.ng', 'Chair2026ok')).toEqual({ status: 200, role: 'admin' });
      const [row] = await database.db.select().from(users).where(eq(users.email, 'chair@trustfund.ng'));
      expect(row).toMatchObject({ fullName: 'Ada Chair', role: 'admin' });
      expect(row?.passwordHash).not.toContain('Chair2026ok');
      const audited = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetUserId, row?.id ?? 0));
      expect(audited).toMatchObject([{ action: 'operator.create', details: { via: 'operator:create' } }]);
    });
  });

  it('refuses a password below the sign-up rules, a taken email and an unknown role, changing nothing', async () => {
    const weak = await operatorCreateHere(['--email', 'finance@fund.ng', '--role', 'finance'], 'short');
    expect([weak.code, weak.message]).toEqual([1, WEAK_PASSWORD]);
    const taken = await operatorCreateHere(
      ['--email', 'chair@trustfund.ng', '--role', 'support'],
      'Support2026x',
    );
    expect(taken.code).toBe(1);
    expect(taken.message).toContain('An account with this email already exists');
    const role = await operatorCreateHere(['--email', 'boss@fund.ng', '--role', 'owner'], 'Owner2026xx');
    expect(role.code).toBe(1);
    expect(role.message).toContain('The role must be one of admin, finance, loans, support, content.');
    await withApp(async (signIn) => {
      expect(await signIn('chair@trustfund.ng', 'Support2026x')).toMatchObject({ status: 400 });
      expect(await signIn('finance@fund.ng', 'short')).toMatchObject({ status: 400 });
    });
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
      // The input is checked before the database is opened: a refused password says so, held or not.
      const weak = await operatorCreateHere(['--email', 'loans@fund.ng', '--role', 'loans'], 'short');
      expect([weak.code, weak.message]).toEqual([1, WEAK_PASSWORD]);
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
