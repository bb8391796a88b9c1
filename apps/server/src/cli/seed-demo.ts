import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { type Database, DatabaseUnavailableError, migrate, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { DemoRefusedError, seed } from '../seed/index.ts';

/**
 * npm run seed:demo — the demo (five operators, two members with a plan and contributions) on the
 * configured database, for a demonstration or a developer's database that was started with members
 * absent. Refused with NODE_ENV=production and on a database that has any member: the demo is never
 * mixed with real members. The catalogue and starting content are added as at a start (once each).
 * The embedded database allows one process: stop the server first.
 * Exit codes: 0 made, 1 refused, 2 could not run.
 */
export async function run(): Promise<{ code: 0 | 1 | 2; message: string }> {
  const config = loadConfig();
  if (config.NODE_ENV === 'production') {
    return { code: 1, message: 'The demo is never made with NODE_ENV=production.' };
  }
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirLockedError) return { code: 2, message: `Cannot make the demo: ${e.message}` };
    throw e;
  }
  try {
    await migrate(database);
    const logins = await seed(database.db, systemClock);
    const lines = logins.map((l) => `  ${l.role.padEnd(18)} ${l.email} / ${l.password}`);
    return { code: 0, message: ['Demo made. Logins:', ...lines].join('\n') };
  } catch (e) {
    if (e instanceof DemoRefusedError) return { code: 1, message: e.message };
    throw e;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  try {
    const outcome = await run();
    (outcome.code === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.code;
  } catch (e) {
    const known = e instanceof ConfigError || e instanceof DatabaseUnavailableError;
    console.error(`Cannot make the demo: ${known ? (e as Error).message : e}`);
    process.exitCode = 2;
  }
}
