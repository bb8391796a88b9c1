import type { TestProject } from 'vitest/node';
import { prepareTestDatabases } from './database.ts';

/**
 * Vitest's set-up before a server test project's workers start (vitest.config.ts): the migrated
 * database every test database is copied from, made once for the whole run. On a fresh clone each
 * worker's first file made its own otherwise, three migrations at once on a 2-core machine.
 */
export default async function setup(project: TestProject) {
  await prepareTestDatabases(project.name === 'server-postgres' ? 'postgres' : 'pglite');
}
