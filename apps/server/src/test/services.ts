/**
 * Tests that need an outside service (PostgreSQL, the redis-server binary) are skipped on a laptop
 * that lacks it, but CI sets REQUIRE_SERVICES=1 (.ci/run): there a missing service fails the run
 * instead of quietly testing less.
 */
export const servicesRequired = (env: NodeJS.ProcessEnv = process.env) => env.REQUIRE_SERVICES === '1';

/** Returns whether the service is there; throws when it is missing and services are required. */
export function serviceAvailable(
  name: string,
  available: boolean,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!available && servicesRequired(env)) {
    throw new Error(`${name} is missing, and REQUIRE_SERVICES=1 says the tests that need it must run`);
  }
  return available;
}

/** The PostgreSQL server the "server-postgres" test project runs on, or undefined to run on PGlite only. */
export function testDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  serviceAvailable('PostgreSQL (TEST_DATABASE_URL)', Boolean(env.TEST_DATABASE_URL), env);
  return env.TEST_DATABASE_URL || undefined;
}
