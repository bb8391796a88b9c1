import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant. Which test files a run uses is set per folder group in
// stryker.config.mjs; this file says how they run: on PostgreSQL when TEST_DATABASE_URL is set (a
// database copied from a migrated template takes ~0.1 s there, against ~1.5 s for an embedded one, and
// every mutant sets up its test files again), otherwise on the embedded database, so a mutation run
// needs no service.
export default defineConfig({
  test: {
    name: 'server-mutation',
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DB_KIND: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As in vitest.config.ts: the app's modules are loaded once, not once per test file.
    isolate: false,
  },
});
