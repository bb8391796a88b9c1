import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';
import { testDatabaseKind } from './database.ts';

/**
 * A database for a server run as a child process (test/server-process.ts): a new PostgreSQL
 * database in the postgres test project, else an embedded data folder. `env` points the server at
 * it; `open` opens it from the test (the embedded one only while no server holds the folder).
 */
export async function serverDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  embedded: boolean;
  cleanup: () => Promise<void>;
}> {
  if (testDatabaseKind() === 'postgres') {
    const base = process.env.TEST_DATABASE_URL as string;
    const name = `trust_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ url: url.toString() }),
      embedded: false,
      cleanup: async () => {
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    embedded: true,
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
