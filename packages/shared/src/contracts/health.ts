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
