import type { Db } from './client.ts';

/**
 * A query built once per database handle and then run with its placeholders: drizzle's `prepare`, under
 * a name, so PostgreSQL also keeps the statement, parsed and planned, on each connection of the pool.
 * For the dashboard's statement drizzle spent about 1 ms of CPU building it and PostgreSQL about 4 ms
 * planning it, against under 1 ms of running it: built and named, the read went from 9 ms to 0.5 ms.
 * The member reads and the session lookup of every signed-in call are built this way. Named statements
 * need PgBouncer 1.21 or later (max_prepared_statements) in transaction mode (docs/operations.md).
 *
 *   const byId = preparedQuery((db) =>
 *     db.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'));
 *   const rows = await byId(db).execute({ id: 7 });
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
