import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgresDatabase } from '../test/database.ts';
import { type Database, migrate, openDatabase } from './client.ts';
import { appliedMigrations, migrationJournal } from './journal.ts';

/**
 * Several instances starting at once on a new PostgreSQL database (scripts/cluster.mjs, a rolled
 * upgrade) each migrate it: the advisory lock in migrate() lets one work while the others wait, and
 * they then find every migration applied. (The embedded database has one process: nothing to race.)
 */
let target: { url: string; drop(): Promise<void> };
const opened: Database[] = [];
beforeAll(async () => {
  target = await emptyPostgresDatabase();
});
afterAll(async () => {
  for (const d of opened) await d.close();
  await target.drop();
});

describe('migrating one PostgreSQL database from two servers at once', () => {
  it('succeeds for both, and each migration runs once', async () => {
    const [a, b] = await Promise.all([openDatabase({ url: target.url }), openDatabase({ url: target.url })]);
    opened.push(a, b);
    await expect(Promise.all([migrate(a), migrate(b)])).resolves.toBeDefined();
    const journal = migrationJournal();
    const applied = await appliedMigrations(a.db);
    expect(applied).toEqual({ applied: journal.length, last: journal.at(-1)?.tag });
    const tables = (await b.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_name in ('users', 'push_keys')`,
    )) as unknown as { rows: { n: number }[] };
    expect(tables.rows[0]?.n).toBe(2);
  });
});
