import type { Database } from '../db/client.ts';

/**
 * Counts the statements the app sends to its database: wraps the PostgreSQL pool's query (or the
 * embedded database's query and exec) so every statement through it, in any module, is counted.
 * `during(f)` answers how many statements f caused.
 */
export function countRoundTrips(database: Database) {
  let n = 0;
  const target = (database.pool ?? database.pglite) as unknown as Record<
    string,
    (...a: unknown[]) => unknown
  >;
  const methods = database.pool ? ['query'] : ['query', 'exec'];
  const originals = methods.map((m) => [m, target[m]] as const);
  for (const [m, original] of originals) {
    target[m] = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return original?.apply(this, args);
    };
  }
  return {
    async during(f: () => Promise<unknown>): Promise<number> {
      const before = n;
      await f();
      return n - before;
    },
    restore() {
      for (const [m, original] of originals) target[m] = original as (...a: unknown[]) => unknown;
    },
  };
}
