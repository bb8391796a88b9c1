// @ts-check
/**
 * Mutation testing of the money-critical server code (docs/testing.md): `npm run test:mutation`.
 * Each mutant is run against the server tests on the embedded database (vitest.mutation.config.ts).
 * Narrow a run with `npm run test:mutation -- --mutate 'apps/server/src/modules/joining/referrals.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  mutate: [
    // The ledger: posting, reversal, balances, the ledger check.
    'apps/server/src/ledger/**/*.ts',
    // The cycle engine: weekly debit, schedule, standing, cash-out, roll-over, titles.
    'apps/server/src/modules/cycle/**/*.ts',
    '!apps/server/src/modules/cycle/routes.ts',
    // Joining: payment settlement and refunds, plan application, referral earnings, Trust Fund Pins,
    // bank transfers and the FLEXI pay step (views and route wiring are left out).
    'apps/server/src/modules/joining/settle-payment.ts',
    'apps/server/src/modules/joining/apply-plan-payment.ts',
    'apps/server/src/modules/joining/referrals.ts',
    'apps/server/src/modules/joining/purchase.ts',
    'apps/server/src/modules/joining/memberships.ts',
    'apps/server/src/modules/joining/tfp-pin.ts',
    'apps/server/src/modules/joining/contribution-transfer.ts',
    'apps/server/src/modules/joining/flexi-pay.ts',
    'apps/server/src/modules/joining/bank-transfer.ts',
    // Contributions: Save More payments, the contribution summary and its chart.
    'apps/server/src/modules/contributions/save-more.ts',
    'apps/server/src/modules/contributions/service.ts',
    'apps/server/src/modules/contributions/chart-weeks.ts',
    // Sessions: access and mailed tokens, sign-in and password changes.
    'apps/server/src/modules/auth/tokens.ts',
    'apps/server/src/modules/auth/service.ts',
    // Rate limits: counters, the login throttle and the per-member route limit.
    'apps/server/src/modules/auth/rate-limit.ts',
    'apps/server/src/modules/auth/login-throttle.ts',
    'apps/server/src/http/member-limit.ts',
    // Session guard and rules: expiry, view-as is read-only, a locked member moves no money.
    'apps/server/src/http/session-guard.ts',
    'apps/server/src/http/session-rules.ts',
    // Never mutated: tests and their helpers, fixtures and seeds.
    '!**/*.test.ts',
    '!**/test-support.ts',
    '!**/e2e-fixtures.ts',
    '!**/seed.ts',
    '!**/*-seed.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // A mutant in code that runs when a module loads (a constant, a Set of routes) is covered by no
  // single test, so it would need the whole server suite per mutant: hours on this machine. Such
  // mutants are left out of the run and of the score; docs/testing.md says which rules they hold.
  ignoreStatic: true,
  checkers: ['typescript'],
  tsconfigFile: 'apps/server/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false },
  // Two cores shared with everything else: one test process at a time.
  concurrency: 1,
  timeoutMS: 20_000,
  ignorePatterns: [
    'data',
    '.test-data',
    'test-results',
    'playwright-report',
    'e2e/.output',
    'apps/web/dist',
    'bench/results',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
