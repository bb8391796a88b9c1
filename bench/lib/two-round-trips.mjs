// The floor under every member read: a bare Fastify route that does only what the rule allows a
// member read, two database round trips (the session of the `accesstoken` header with its account, then
// one row of that account), through the same driver, pool size and connection options as the server,
// with both statements named and prepared. No validation, hooks, logging or real read: what it answers
// per second is the most any member read of this design can answer on this machine.
//   node bench/lib/two-round-trips.mjs PORT DATABASE_URL
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[3], max: 10, options: '-c jit=off' });
const session = {
  name: 'floor_session',
  text: `select s.id, s.user_id, s.expires_at, u.role, u.status from sessions s join users u on u.id = s.user_id
         where s.token_hash = $1 and s.revoked_at is null limit 1`,
};
const member = { name: 'floor_member', text: 'select id, full_name, email from users where id = $1' };

const app = Fastify({ logger: false });
app.get('/', async (request, reply) => {
  const hash = createHash('sha256').update(String(request.headers.accesstoken)).digest('hex');
  const [s] = (await pool.query({ ...session, values: [hash] })).rows;
  if (!s) return reply.code(401).send({ status: 'error', message: '100', data: null });
  const [u] = (await pool.query({ ...member, values: [s.user_id] })).rows;
  return { status: 'success', message: '', data: u };
});
await app.listen({ port: Number(process.argv[2] ?? 3998), host: '127.0.0.1' });
process.send?.('ready');
