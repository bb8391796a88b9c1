import { z } from 'zod';

const databaseKind = z.enum(['pglite', 'postgres']);

/**
 * Which release answers: the build's version (the root package.json's) and the tag of the last
 * migration the database has run (0001_going_live), null when it is unknown (the database is down, or
 * a newer release migrated it while this instance still runs the older one).
 */
const releaseSchema = z.object({ version: z.string(), migration: z.string().nullable() });

/** GET /health: the server is up and reached its database in latency_ms. */
export const healthSchema = z.object({
  release: releaseSchema,
  database: z.object({ kind: databaseKind, state: z.literal('up'), latency_ms: z.number() }),
});

/** GET /health answering 503: the server is up but its database is not. */
export const healthDownSchema = z.object({
  release: releaseSchema,
  database: z.object({ kind: databaseKind, state: z.literal('down') }),
});

/** GET /health/live: the process is up and answering (nothing else is checked). */
export const liveSchema = z.object({ state: z.literal('up'), uptime_s: z.number() });

const migrationsSchema = z.object({ applied: z.number().int(), expected: z.number().int() });

/** GET /health/ready: the database answered within the timeout and every migration has run. */
export const readySchema = z.object({
  release: releaseSchema,
  database: z.object({ kind: databaseKind, state: z.literal('up'), latency_ms: z.number() }),
  migrations: migrationsSchema,
});

/** GET /health/ready answering 503: why this instance should get no traffic now. */
export const notReadySchema = z.object({
  release: releaseSchema,
  database: z.object({ kind: databaseKind, state: z.enum(['up', 'down']) }),
  migrations: migrationsSchema.nullable(),
});
