import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'trust-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded database data directory', () => {
  it('refuses a second opener of the same data directory while the first holds it, and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
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
