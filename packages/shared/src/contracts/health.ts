import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

/** GET /health: the server is up and reached its database in latency_ms. */
export const healthSchema = z.object({
  database: z.object({ kind: databaseKind, state: z.literal('up'), latency_ms: z.number() }),
});

/** GET /health answering 503: the server is up but its database is not. */
export const healthDownSchema = z.object({
  database: z.object({ kind: databaseKind, state: z.literal('down') }),
});

/** GET /health/live: the process is up and answering (nothing else is checked). */
export const liveSchema = z.object({ state: z.literal('up'), uptime_s: z.number() });

const migrationsSchema = z.object({ applied: z.number().int(), expected: z.number().int() });

/** GET /health/ready: the database answered within the timeout and every migration has run. */
export const readySchema = z.object({
  database: z.object({ kind: databaseKind, state: z.literal('up'), latency_ms: z.number() }),
  migrations: migrationsSchema,
});

/** GET /health/ready answering 503: why this instance should get no traffic now. */
export const notReadySchema = z.object({
  database: z.object({ kind: databaseKind, state: z.enum(['up', 'down']) }),
  migrations: migrationsSchema.nullable(),
});
