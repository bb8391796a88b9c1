import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** npm run backup / npm run restore against a real server process on the embedded database. */
const root = resolve(import.meta.dirname, '..');
let dir: string;
let dataDir: string;
let port: number;
let server: ChildProcess | undefined;
let output = '';

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
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
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
  const end = Date.now() + 120_000;
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
      u_phone: `+23480${String(Date.now() % 1e5).padStart(5, '0')}${String(++phone).padStart(4, '0')}`,
      password: 'Secret123',
      u_trust_link: 0,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) },
    encoding: 'utf8',
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'trust-backup-'));
  dataDir = join(dir, 'data');
  port = await freePort();
  await startServer();
}, 150_000);

afterAll(async () => {
  await stopServer();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore (embedded database)', () => {
  it('backs up through the running server, and a restore brings the old data back with the ledger clean', async () => {
    await register('before.backup@example.com');
    const file = join(dir, 'snapshot.tar.gz');
    const backup = run('scripts/backup.mjs', ['--out', file]);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    expect(statSync(file).size).toBeGreaterThan(1000);

    await register('after.backup@example.com');
    // The lock of the running server refuses a restore under it.
    const refused = run('scripts/restore.mjs', [file]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('Stop the server first');
    await stopServer();

    const restore = run('scripts/restore.mjs', [file]);
    expect(restore.status, restore.stdout + restore.stderr).toBe(0);
    expect(restore.stdout).toContain('The ledger is consistent.');
    // The database it replaced is kept beside it.
    expect(readdirSync(dataDir).some((f) => f.startsWith('pg.before-restore-'))).toBe(true);

    const db = await PGlite.create(join(dataDir, 'pg'));
    try {
      const { rows } = await db.query<{ email: string }>(
        "select email from users where email like '%.backup@example.com' order by email",
      );
      expect(rows.map((r) => r.email)).toEqual(['before.backup@example.com']);
    } finally {
      await db.close();
    }
  }, 240_000);

  it('says plainly when no server answers, or the file is missing', () => {
    const noServer = run('scripts/backup.mjs', [
      '--url',
      'http://127.0.0.1:9',
      '--out',
      join(dir, 'x.tar.gz'),
    ]);
    expect(noServer.status).toBe(2);
    expect(noServer.stderr).toContain('no server answered at http://127.0.0.1:9');
    expect(existsSync(join(dir, 'x.tar.gz'))).toBe(false);
    const noFile = run('scripts/restore.mjs', [join(dir, 'missing.tar.gz')]);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain('Usage: npm run restore');
  });
});
