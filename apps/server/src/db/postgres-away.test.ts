import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-unavailable.ts';
import { createPostgresTestDatabase } from '../test/database.ts';
import { freePort } from '../test/ports.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

/**
 * The real server process on PostgreSQL reached through a forwarder the test cuts and stalls (the
 * machine's PostgreSQL keeps running for everyone else). Runs in the server-postgres project only.
 */
const root = resolve(import.meta.dirname, '../../../..');
const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 2_000;
/** Longest a request may take while the database is away: the query timeout plus a busy machine's slack. */
const ANSWER_WITHIN_MS = STATEMENT_TIMEOUT_MS + 2_000 + 3_000;

let proxy: TcpProxy;
let server: ChildProcess;
let base: string;
let dropDatabase: () => Promise<void>;
let dataDir: string;
let output = '';

/** An answer, and when its request was sent (Date.now()). */
type Answer = { status: number | 'no answer'; ms: number; sentAt: number; message?: string };

async function call(path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const sentAt = Date.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { status: res.status, ms: performance.now() - started, sentAt, message: body.message };
  } catch {
    return { status: 'no answer', ms: performance.now() - started, sentAt };
  }
}

/** A member's read with a token the session lookup has to check in the database, and a sign-in. */
const memberRead = () => call('/api/userdashboard', { headers: { accesstoken: 'not-a-real-session-token' } });
// A new address each time: the per-account sign-in throttle (429 after a few wrong passwords for one
// email) is not what this test is about, and under a slow machine's timing it would answer first.
let signIns = 0;
const signIn = () =>
  call('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `nobody${++signIns}@example.com`, password: 'Wrong1234' }),
  });

/** Keeps `workers` callers busy until stop() and answers everything they got. */
function load(workers: number) {
  const answers: Answer[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, i) => {
    while (running) answers.push(await (i === 0 ? signIn() : memberRead()));
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${ms} ms; server said:\n${output.slice(-2000)}`);
}

beforeAll(async () => {
  const made = await createPostgresTestDatabase();
  dropDatabase = made.drop;
  const target = new URL(made.url);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(made.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'trust-pg-away-'));
  server = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: proxied.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The job runner's own connections go through the forwarder too: it must not crash the server.
      JOBS: 'on',
      LOG_LEVEL: 'warn',
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    output += d;
  });
  server.stderr?.on('data', (d) => {
    output += d;
  });
  await until(async () => (await call('/api/health/ready')).status === 200, 90_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await proxy?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('PostgreSQL going away under load', () => {
  it('answers 503 with a plain sentence quickly while it is stopped, and recovers by itself', async () => {
    const before = load(4);
    await new Promise((r) => setTimeout(r, 1_000));
    await proxy.cut();
    const cutAt = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    // Requests sent once it was stopped (one sent just before may still have finished its work).
    const during = (await before.stop()).filter((a) => a.sentAt > cutAt);

    expect(during.length).toBeGreaterThan(8);
    for (const a of during) {
      expect(a.status).toBe(503);
      expect(a.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
      expect(a.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    // The process is alive: liveness answers, readiness says why it wants no traffic.
    expect((await call('/api/health/live')).status).toBe(200);
    const ready = await call('/api/health/ready');
    expect(ready).toMatchObject({ status: 503, message: 'Database unavailable' });
    expect(server.exitCode).toBeNull();

    await proxy.restore();
    await until(async () => (await memberRead()).status === 401, 20_000);
    expect((await signIn()).status).toBe(400);
    expect((await call('/api/health/ready')).status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, 60_000);

  it('answers 503 instead of hanging when PostgreSQL stops answering mid-way, and recovers', async () => {
    const before = load(3);
    await new Promise((r) => setTimeout(r, 500));
    proxy.stall();
    const stalledAt = Date.now();
    await new Promise((r) => setTimeout(r, 9_000));
    const during = (await before.stop()).filter((a) => a.sentAt > stalledAt);

    expect(during.length).toBeGreaterThan(3);
    for (const a of during) {
      expect(a.status).toBe(503);
      expect(a.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(server.exitCode).toBeNull();

    await proxy.restore();
    await until(async () => (await memberRead()).status === 401, 20_000);
    expect((await call('/api/health/ready')).status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, 60_000);
});
