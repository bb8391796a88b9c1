// @ts-check
// Mutation testing of the money-critical code: `npm run test:mutation` (not part of `npm test`).
// How to run it and what the surviving mutants are: docs/testing.md.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    // The ledger: posting, reversal, balances, the ledger check
    'apps/server/src/ledger/**/*.ts',
    // The cycle engine: weekly debit, schedule, standing, cash-out, roll-over, titles
    'apps/server/src/modules/cycle/**/*.ts',
    '!apps/server/src/modules/cycle/routes.ts',

    // Never mutated: tests and what only tests, fixtures and seeds use
    '!**/*.test.ts',
    '!**/test-support.ts',
    '!**/e2e-fixtures.ts',
    '!**/seed*.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Mutants only run while a module loads (constants, the chart of accounts) would each need every
  // test again in a fresh environment; they are left out and listed in docs/testing.md.
  ignoreStatic: true,
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.json',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Two cores shared with the rest of the work on the machine.
  concurrency: 1,
  timeoutMS: 30_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
