import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations } from '../db/journal.ts';
import { users } from '../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { serverDatabase } from '../test/server-database.ts';
import { run } from './seed-demo.ts';

/**
 * npm run seed:demo on a database of its own (embedded or PostgreSQL): as its own process for the demo
 * made end to end (its output and exit code), and its run() in this process for the refusals (the code
 * the process runs, with the same messages and exit codes; a process start costs seconds of CPU).
 */
const script = resolve(import.meta.dirname, 'seed-demo.ts');
let target: Awaited<ReturnType<typeof serverDatabase>>;
beforeAll(async () => {
  target = await serverDatabase();
});
afterAll(() => target.cleanup());

const commandEnv = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'development',
  ...target.env,
  ...env,
});

function seedDemo() {
  const r = spawnSync(process.execPath, [script], {
    env: {
      PATH: process.env.PATH ?? '',
      // The compiled modules npm test keeps (scripts/lib.mjs useCompileCache).
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      ...commandEnv(),
    },
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The command's run() in this process, with the settings the process would be given. */
const seedDemoHere = (env: Record<string, string> = {}) => run(commandEnv(env));

async function accounts() {
  const database = await target.open();
  try {
    return (await database.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

describe('npm run seed:demo', { timeout: 600_000 }, () => {
  it('is refused with NODE_ENV=production, making nothing', async () => {
    const r = await seedDemoHere({ NODE_ENV: 'production', PUBLIC_URL: 'https://trustfund.ng' });
    expect([r.code, r.message]).toEqual([1, 'The demo is never made with NODE_ENV=production.']);
    // Refused before the database is even opened: not even the tables are made.
    if (target.embedded) {
      expect(existsSync(join(target.env.DATA_DIR ?? '', 'pg'))).toBe(false);
    } else {
      const database = await target.open();
      try {
        expect(await appliedMigrations(database.db)).toEqual({ applied: 0, last: null });
      } finally {
        await database.close();
      }
    }
  });

  it('makes the demo on a database without members, with a clean ledger, and refuses a second time', async () => {
    const made = seedDemo();
    expect(made.out).toContain('Demo made. Logins:');
    expect(made.out).toContain('ada@demo.trustfund.ng / Member@2026');
    expect(made.code).toBe(0);
    const database = await target.open();
    try {
      const [ada] = await database.db.select().from(users).where(eq(users.email, 'ada@demo.trustfund.ng'));
      expect(ada?.role).toBe('member');
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
    const before = await accounts();
    const again = await seedDemoHere();
    expect([again.code, again.message]).toEqual([
      1,
      'This database already has members: the demo is made only on a database without any.',
    ]);
    expect(await accounts()).toBe(before);
  });
});
