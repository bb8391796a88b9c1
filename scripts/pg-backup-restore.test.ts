import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * npm run backup / npm run restore on PostgreSQL (DATABASE_URL set), against a real server process on a
 * database of this test's own on the TEST_DATABASE_URL server (the local one when unset, as
 * scripts/cluster.test.ts; the test fails when PostgreSQL is not there).
 */
const root = resolve(import.meta.dirname, '..');
const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let dir: string;
let databaseUrl: string;
let dbName: string;
let port: number;
let server: ChildProcess | undefined;
let output = '';

async function admin<T>(work: (c: pg.Client) => Promise<T>, url = base): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

async function startServer(): Promise<void> {
  server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  const end = Date.now() + 240_000;
  while (Date.now() < end) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start:\n${output}`);
}

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server?.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

let phone = 0;
async function register(email: string): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      u_first_name: 'Ada Okafor',
      email,
      u_phone: `+23481${String(Date.now() % 1e5).padStart(5, '0')}${String(++phone).padStart(4, '0')}`,
      password: 'Secret123',
      u_trust_link: 0,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'data') },
    encoding: 'utf8',
    timeout: 240_000,
  });

const emails = () =>
  admin(
    async (c) =>
      (
        await c.query<{ email: string }>(
          "select email from users where email like '%.pgbackup@example.com' order by email",
        )
      ).rows.map((r) => r.email),
    databaseUrl,
  );

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trust-pg-backup-'));
  dbName = `trust_backup_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${dbName}`)).catch((e) => {
    throw new Error(`This test needs PostgreSQL at ${base}: ${(e as Error).message}`);
  });
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  port = await freePort();
  await startServer();
}, 300_000);

afterAll(async () => {
  await stopServer();
  if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore (PostgreSQL)', () => {
  it('dumps the database while the server runs, refuses a restore under the running server, and restores the old data with the ledger clean', async () => {
    await register('before.pgbackup@example.com');
    const file = join(dir, 'fund.dump');
    const backup = run('scripts/backup.mjs', ['--out', file]);
    expect(backup.status, backup.stdout + backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${file}`);
    // pg_dump's custom format (pg_dump -Fc) starts with PGDMP; the password of the URL is never printed.
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    expect(statSync(file).size).toBeGreaterThan(10_000);

    await register('after.pgbackup@example.com');
    const refused = run('scripts/restore.mjs', [file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('a server is running against');
    expect(refused.stderr).toContain('Stop the server first');
    expect(await emails()).toEqual(['after.pgbackup@example.com', 'before.pgbackup@example.com']);
    await stopServer();

    const restore = run('scripts/restore.mjs', [file]);
    expect(restore.status, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The ledger is consistent.');
    expect(await emails()).toEqual(['before.pgbackup@example.com']);
    // The restored database serves again, at the same release.
    await startServer();
    const ready = await (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).json();
    expect(ready.data.migrations.applied).toBe(ready.data.migrations.expected);
  }, 600_000);

  it('writes backups/trust-fund-<time>.dump by default, and says plainly when the file to restore is missing', () => {
    const cwdBackups = join(root, 'backups');
    const listed = () => (existsSync(cwdBackups) ? readdirSync(cwdBackups) : []);
    const before = new Set(listed());
    const backup = run('scripts/backup.mjs', []);
    expect(backup.status, backup.stderr).toBe(0);
    const made = listed().filter((f) => !before.has(f));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^trust-fund-\d{4}-\d{2}-\d{2}T[\d-]+Z\.dump$/);
    rmSync(join(cwdBackups, made[0] as string));
    const noFile = run('scripts/restore.mjs', [join(dir, 'missing.dump')]);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain('Usage: npm run restore -- <backup .dump file>');
  }, 300_000);
});
