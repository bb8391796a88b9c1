import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigratedDataDir } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'trust-lock-'));
/** The compiled modules npm test keeps (scripts/lib.mjs useCompileCache), passed on to the servers started here. */
const compileCache = process.env.NODE_COMPILE_CACHE
  ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE }
  : {};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database data directory', () => {
  it('refuses a second opener of the same data directory while the first holds it, and frees it on close', async () => {
    // A copy of the migrated template, not a new empty database: creating one costs seconds of CPU and
    // is not what this test is about (npm start on a new data directory: scripts/backup-restore.test.ts).
    const first = await openMigratedDataDir(dataDir);
    try {
      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/in use by another process/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
    // Opening PGlite on disk takes seconds, and much longer on a busy machine.
  }, 120_000);
});

describe('starting the server', () => {
  it('prints one clear line and exits 1 when DATABASE_URL points at no server', async () => {
    const child = spawn(process.execPath, [resolve(import.meta.dirname, '../main.ts')], {
      env: {
        PATH: process.env.PATH,
        ...compileCache,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/x/);
    expect(stdout).toBe('');
  }, 60_000);
});

/** Starts the real server (node main.ts) on a data directory; resolves when it says it is running. */
function startServer(dir: string) {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, '../main.ts')], {
    env: {
      PATH: process.env.PATH,
      ...compileCache,
      DATA_DIR: dir,
      PORT: '0',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (d: Buffer) => {
    output += d;
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const running = new Promise<void>((ok, fail) => {
    child.stdout.on('data', () => {
      if (output.includes('Trust Fund is running')) ok();
    });
    exited.then((code) => fail(new Error(`server exited ${code}: ${output}`)));
  });
  running.catch(() => {}); // awaited only by callers that expect it to start
  return { child, running, exited, output: () => output };
}

describe('the data directory lock after a crash', () => {
  it('lets npm start run again at once after kill -9, and still refuses a second live server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-crash-'));
    const servers: ReturnType<typeof startServer>[] = [];
    try {
      // The server's first start on a new data directory (creating, migrating and seeding its database)
      // is not what this test is about: its database starts as a copy of the migrated template.
      await (await openMigratedDataDir(dir)).close();
      const first = startServer(dir);
      servers.push(first);
      await first.running;

      const second = startServer(dir);
      servers.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        /^Cannot start: The embedded database in .* is in use by another process/,
      );

      first.child.kill('SIGKILL');
      await first.exited;
      // The server's own start-up (PGlite's WASM, migrations, seed) is timed separately, so a busy
      // machine does not decide the result: the lock may add nothing like the old 60 s wait.
      const t0 = Date.now();
      const third = startServer(dir);
      servers.push(third);
      await third.running;
      const restart = Date.now() - t0;

      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      const t1 = Date.now();
      const fourth = startServer(dir);
      servers.push(fourth);
      await fourth.running;
      const cleanStart = Date.now() - t1;
      fourth.child.kill('SIGTERM');
      await fourth.exited;

      console.log(`restart after kill -9: ${restart} ms; clean start: ${cleanStart} ms`);
      // A restart after a crash also replays the database's log, which on a loaded machine costs up to
      // about as much again as a clean start; the stale-lock wait this guards against was 60 s.
      expect(restart).toBeLessThan(Math.max(5_000, cleanStart * 2 + 5_000));
    } finally {
      for (const s of servers) s.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
