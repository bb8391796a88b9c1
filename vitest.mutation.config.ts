import { defineConfig } from 'vitest/config';

// The server tests on the embedded database only, for mutation testing (stryker.config.mjs): a run needs
// no PostgreSQL or Redis, and each mutant is tested against the same real database code as `npm test`.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.test.ts'],
    // Runs its own process on an embedded data directory: slow, and it proves nothing a mutant changes.
    exclude: ['apps/server/src/cli/ledger-check.test.ts'],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As in vitest.config.ts: the app's modules are loaded once, not once per test file.
    isolate: false,
  },
});
