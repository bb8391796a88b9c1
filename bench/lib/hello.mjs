// The yardstick of every HTTP figure: a bare Fastify route answering a small JSON object, started on
// the port given as the first argument and measured in the same run as the server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 3999), host: '127.0.0.1' });
process.send?.('ready');
