import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope.ts';
import { OPERATOR_TOKEN_HEADER } from '../../http/session-guard.ts';
import { snapshotEmbedded } from './snapshot.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const BACKUP_REFUSED = 'Backups are taken only on this machine or with the operator token';
const BACKUP_ON_POSTGRES =
  'This server runs on PostgreSQL: back it up with pg_basebackup and WAL archiving (docs/operations.md)';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The whole database is in a backup: only `npm run backup` on the server's own machine (loopback, not
 * forwarded by a proxy) or a caller with OPERATOR_TOKEN may take one. Signed-in operators may not:
 * a stolen console session must not be able to download every member's data in one call.
 */
function requireBackupCaller(request: FastifyRequest, token: string | undefined): void {
  const given = request.headers[OPERATOR_TOKEN_HEADER];
  if (typeof given === 'string' && token && sameSecret(given, token)) return;
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (!proxied && LOOPBACK.has(request.socket.remoteAddress ?? '')) return;
  throw new ApiError(403, BACKUP_REFUSED);
}

/**
 * GET /api/backup: a consistent snapshot of the embedded database as a .tar.gz (npm run backup).
 * Hidden from the API document: it is an operations call, not part of the product's API.
 */
export const backupRoutes: FastifyPluginAsync = async (app) => {
  app.get('/backup', { schema: { hide: true } }, async (request, reply) => {
    requireBackupCaller(request, app.deps.config.OPERATOR_TOKEN);
    const { database } = app.deps;
    if (!database.pglite || database.kind !== 'pglite') throw new ApiError(409, BACKUP_ON_POSTGRES);
    const snapshot = await snapshotEmbedded(database.pglite);
    const stamp = app.deps.clock.now().toISOString().replace(/[:.]/g, '-');
    request.log.info({ bytes: snapshot.size }, 'backup taken');
    reply.header('content-type', 'application/gzip');
    reply.header('content-disposition', `attachment; filename="trust-fund-${stamp}.tar.gz"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(await snapshot.arrayBuffer()));
  });
};
