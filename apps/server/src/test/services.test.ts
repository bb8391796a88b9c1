import { describe, expect, it } from 'vitest';
import { serviceAvailable, testDatabaseUrl } from './services.ts';

describe('tests that need PostgreSQL or Redis', () => {
  it('are skipped where the service is missing, outside CI', () => {
    expect(serviceAvailable('Redis', false, {})).toBe(false);
    expect(testDatabaseUrl({})).toBeUndefined();
  });

  it('fail the run in CI (REQUIRE_SERVICES=1) when the service is missing', () => {
    expect(() => serviceAvailable('redis-server', false, { REQUIRE_SERVICES: '1' })).toThrow(
      /redis-server is missing, and REQUIRE_SERVICES=1/,
    );
    expect(() => testDatabaseUrl({ REQUIRE_SERVICES: '1' })).toThrow(
      /PostgreSQL \(TEST_DATABASE_URL\) is missing/,
    );
  });

  it('run when it is there', () => {
    expect(serviceAvailable('Redis', true, { REQUIRE_SERVICES: '1' })).toBe(true);
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(testDatabaseUrl({ REQUIRE_SERVICES: '1', TEST_DATABASE_URL: url })).toBe(url);
  });
});
