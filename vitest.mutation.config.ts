import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant (stryker.config.mjs): server tests on the embedded
// database only, so a mutation run needs no services. Each folder under mutation brings its own
// tests: almost every server test moves money through the ledger, and running them all against
// every ledger mutant would take hours on a 2-core machine, so a mutant must be killed by the tests
// of the folder it lives in (or of a folder listed here). One group per folder.
export default defineConfig({
  test: {
    name: 'server-mutation',
    include: [
      // The ledger: posting, reversal, balances, the ledger check
      'apps/server/src/ledger/**/*.test.ts',
      // The cycle engine: weekly debit, schedule, standing, cash-out, roll-over, titles
      'apps/server/src/modules/cycle/**/*.test.ts',
      // Joining: settlement, refunds, plan application, referral earnings, transfers
      'apps/server/src/modules/joining/**/*.test.ts',
      // Contributions: Save More and the contribution summary
      'apps/server/src/modules/contributions/**/*.test.ts',
      // Sessions and rate limits
      'apps/server/src/modules/auth/**/*.test.ts',
      // Session guard and rules (view-as, locked members), bad input
      'apps/server/src/http/**/*.test.ts',
    ],
    env: { TEST_DB_KIND: 'pglite' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // As in vitest.config.ts: the app's modules are loaded once, not once per test file.
    isolate: false,
  },
});
