import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { ACCOUNTS, memberAccount, post } from '../ledger/index.ts';
import { openMigratedDataDir } from '../test/database.ts';
import { run } from './ledger-check.ts';

/**
 * npm run ledger:check as its own process where the process is what is tested (a sound ledger's report
 * and exit code, the embedded database held by another process), and its run() in this process for a
 * broken ledger's report, text and JSON (the same code; a process start costs seconds of CPU).
 */
const script = resolve(import.meta.dirname, 'ledger-check.ts');
let dataDir: string;
const commandEnv = () => ({ DATA_DIR: dataDir, NODE_ENV: 'test' });

function runCheck(...args: string[]) {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    // The compiled modules npm test keeps (scripts/lib.mjs useCompileCache).
    ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
    ...commandEnv(),
  };
  const r = spawnSync(process.execPath, [script, ...args], { env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The command's run() in this process, with the settings the process would be given. */
async function runCheckHere(...args: string[]) {
  const r = await run(args, commandEnv());
  return { code: r.code, out: r.message };
}

async function withDatabase(fn: (database: Database) => Promise<void>) {
  const database = await openDatabase({ dataDir });
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

// Spawns a separate process on the embedded database in a temp data directory (the PostgreSQL
// project leaves this file out: vitest.config.ts).
describe('npm run ledger:check', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trust-ledger-check-'));
    // A copy of the migrated template rather than a new database migrated here.
    const database = await openMigratedDataDir(dataDir);
    try {
      await database.db.transaction((tx) =>
        post(tx, {
          key: 'pay-1',
          kind: 'contribution',
          memberId: 1,
          description: 'Weekly contribution',
          at: new Date('2026-01-05T09:00:00Z'),
          lines: [
            { account: ACCOUNTS.providerClearing, amount: 100_000n },
            { account: memberAccount(1, 'contributions'), amount: -100_000n },
          ],
        }),
      );
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reports a sound ledger and exits 0', () => {
    const r = runCheck();
    expect(r.out).toContain('1 journal entries, 2 postings');
    expect(r.out).toContain('The ledger is consistent.');
    expect(r.code).toBe(0);
  });

  it('refuses while another process holds the embedded database', async () => {
    await withDatabase(async () => {
      const r = runCheck();
      expect(r.code).toBe(2);
      expect(r.out).toContain('is in use by another process');
    });
  });

  it('names an unbalanced posting and a drifted balance, and exits 1', async () => {
    await withDatabase(async ({ db }) => {
      // A hand-made posting outside post(): breaks the trial balance, the entry and the stored balance.
      await db.execute(sql`insert into ledger_accounts (code, type, balance, created_at)
        values ('asset:bank', 'asset', 0, now()) on conflict do nothing`);
      await db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
        select e.id, a.id, 5, now() from journal_entries e, ledger_accounts a
        where e.idempotency_key = 'pay-1' and a.code = 'asset:bank'`);
    });
    const r = await runCheckHere();
    expect(r.code).toBe(1);
    expect(r.out).toContain('FAIL  Trial balance is zero');
    expect(r.out).toContain('postings sum to 5 kobo');
    expect(r.out).toContain('entry 1 (pay-1): 3 line(s) summing to 5 kobo');
    expect(r.out).toContain('asset:bank: stored 0, postings sum to 5');
    expect(r.out).toContain('The ledger is NOT consistent');
    const json = await runCheckHere('--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).ok).toBe(false);
  });
});
