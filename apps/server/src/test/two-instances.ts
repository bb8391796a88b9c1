import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from './app.ts';
import { listen } from './chat.ts';

/**
 * Two server instances on one database and one Redis, as behind a load balancer, both listening on
 * ports of this machine: `t` (the test app, with its clock and outbox) at `urlA`, and `second` at
 * `urlB`. Each test file gets Redis keys of its own (a random prefix). Registers its own beforeAll and
 * afterAll; read the fields inside a test. `redisUrl` names another Redis (one the test stops and
 * starts, read when the instances start), `env` more settings for both (an operator log).
 */
export function twoInstances(
  prefix: string,
  opts: { redisUrl?: () => string; env?: Record<string, string> } = {},
) {
  const w = {} as { t: TestApp; second: FastifyInstance; urlA: string; urlB: string };
  beforeAll(async () => {
    const env = {
      REDIS_URL: opts.redisUrl?.() ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      CHAT_REDIS_PREFIX: `${prefix}-${randomBytes(4).toString('hex')}`,
      ...opts.env,
    };
    w.t = await createTestApp({ env });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: w.t.dataDir,
      JOBS: 'off',
      ...env,
    });
    w.second = await buildApp({
      config,
      database: w.t.database,
      clock: w.t.clock,
      mailer: w.t.app.deps.mailer,
    });
    w.urlA = await listen(w.t.app);
    w.urlB = await listen(w.second);
  });
  afterAll(async () => {
    await w.second?.close();
    await w.t?.close();
  });
  return w;
}
