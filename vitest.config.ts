import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './apps/server/src/test/services.ts';

// Server tests run on the embedded database, and again on PostgreSQL when TEST_DATABASE_URL is set
// (required in CI: REQUIRE_SERVICES=1 without it stops the run).
const server = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${kind}`,
    include: ['apps/server/src/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      server('pglite'),
      ...(testDatabaseUrl() ? [server('postgres')] : []),
    ],
  },
});
