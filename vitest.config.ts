import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './apps/server/src/test/services.ts';

// Server tests run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set
// (required in CI: REQUIRE_SERVICES=1 without it stops the run).
/**
 * With TEST_DATABASE_URL (CI) every server test runs on PostgreSQL, the production database, and on the
 * embedded database only the tests of what is its own: the database layer (its data directory, lock,
 * recovery after kill -9, migrations and the release-1 upgrade) and the commands that open it (npm
 * start's first run, the demo seed, operator:create, ledger:check, the simulation). Both are the same
 * SQL engine (PGlite is PostgreSQL compiled to WebAssembly): what differs is the driver and the process
 * around it, which those files exercise. Without TEST_DATABASE_URL (a laptop) every test runs on the
 * embedded database.
 */
const EMBEDDED_OWN = ['apps/server/src/db/**/*.test.ts', 'apps/server/src/cli/**/*.test.ts'];

const server = (kind: 'pglite' | 'postgres', include = ['apps/server/src/**/*.test.ts']) => ({
  test: {
    name: `server-${kind}`,
    include,
    // The ledger-check command is run as its own process on an embedded data directory: it has
    // nothing to prove on PostgreSQL, so it is not part of that project rather than shown as skipped.
    // PostgreSQL going away (db/postgres-away.test.ts) and ending the pool's connections
    // (db/pool.test.ts) are PostgreSQL faults: the embedded database has no connection to lose. The
    // server killed mid-work and its connections ended (faults/), and the seeded chaos of the simulation
    // run real server processes and whole simulated years: on PostgreSQL, the production database, only
    // (the embedded database's own recovery after kill -9 is db/database.test.ts).
    exclude:
      kind === 'postgres'
        ? [
            'apps/server/src/cli/ledger-check.test.ts',
            // The embedded database's data directory, its lock and the simulation's runs on it: the
            // same test on either project (each opens an embedded database of its own).
            'apps/server/src/db/database.test.ts',
            'apps/server/src/cli/simulate.test.ts',
          ]
        : [
            'apps/server/src/db/postgres-away.test.ts',
            // Two servers migrating one new database at once: the embedded database has one process.
            'apps/server/src/db/migrate-together.test.ts',
            'apps/server/src/db/pool.test.ts',
            'apps/server/src/faults/**',
            // Two transactions at once: the embedded database runs one at a time.
            'apps/server/src/modules/cycle/pipeline.test.ts',
            'apps/server/src/cli/simulate-chaos.test.ts',
          ],
    env: { TEST_DB_KIND: kind },
    // The migrated database the tests copy, made once before the workers start (src/test/global-setup.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One process runs many files: the app's modules are loaded once per process instead of once per
    // file (about a third of the CPU time of a server test file). Safe because every test file makes
    // its own app and database (apps/server/src/test) and no test file mocks modules.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one, i.e. a single worker on a 2-core machine.
    // Three on two cores: some files wait a minute for a scheduled job tick (scheduler, cluster) or for
    // a server process, and a third worker keeps the cores busy meanwhile (whole suite 251 s with two,
    // 212 s with three, 201 s with four: docs/benchmarks.md).
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // The scripts' tests start and stop whole servers (two instances behind nginx, npm start, backups):
      // stopping them gracefully took over Vitest's default 10 s for a hook on a loaded machine.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], hookTimeout: 60_000 } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      ...(testDatabaseUrl() ? [server('postgres'), server('pglite', EMBEDDED_OWN)] : [server('pglite')]),
    ],
  },
});
