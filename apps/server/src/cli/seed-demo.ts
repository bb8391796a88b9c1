import { systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';

/**
 * npm run seed:demo — the demo (five operators, two members with a plan and contributions) on the
 * configured database, for a demonstration or a developer's database that was started with members
 * absent. Refused with NODE_ENV=production and on a database that has any member: the demo is never
 * mixed with real members. The catalogue and starting content are added as at a start (once each).
 * The embedded database allows one process: stop the server first.
 * NODE_ENV=production is refused before the database is opened and before the server's modules are
 * loaded (about 3 s of CPU): such a call ends at once and changes nothing.
 * Exit codes: 0 made, 1 refused, 2 could not run.
 */
export async function run(
  env: Record<string, string | undefined> = process.env,
): Promise<{ code: 0 | 1 | 2; message: string }> {
  const config = loadConfig(env);
  if (config.NODE_ENV === 'production') {
    return { code: 1, message: 'The demo is never made with NODE_ENV=production.' };
  }
  // Only now the database layer and the seed: most of the command's start.
  const [{ DatabaseUnavailableError, migrate, openDatabase }, { DemoRefusedError, seed }] = await Promise.all(
    [import('../db/client.ts'), import('../seed/index.ts')],
  );
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (e) {
    if (e instanceof DataDirLockedError || e instanceof DatabaseUnavailableError)
      return { code: 2, message: `Cannot make the demo: ${e.message}` };
    throw e;
  }
  try {
    await migrate(database);
    const logins = await seed(database.db, systemClock);
    const lines = logins.map((l) => `  ${l.role.padEnd(18)} ${l.email} / ${l.password}`);
    return { code: 0, message: ['Demo made. Logins:', ...lines].join('\n') };
  } catch (e) {
    if (e instanceof DemoRefusedError) return { code: 1, message: e.message };
    if (e instanceof DatabaseUnavailableError)
      return { code: 2, message: `Cannot make the demo: ${e.message}` };
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
    console.error(`Cannot make the demo: ${e instanceof ConfigError ? e.message : e}`);
    process.exitCode = 2;
  }
}
