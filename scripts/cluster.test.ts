import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortRun } from '../apps/server/src/test/ports.ts';
// @ts-expect-error: a plain .mjs script without types
import { startCluster } from './cluster.mjs';

/**
 * Two server instances behind nginx on one PostgreSQL and one Redis (scripts/cluster.mjs): a session
 * made on one instance works on the other, the per-address rate limit counts across both, realtime
 * connections keep to one instance, and each scheduled job tick runs once. Needs nginx (Debian
 * package; .ci/run installs it), PostgreSQL (TEST_DATABASE_URL, else the local one) and Redis.
 */
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LIMIT = 5;
let cluster: {
  url: string;
  servers: { url: string; out: string }[];
  stop: () => Promise<void>;
};
let dbName = '';

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (!existsSync('/usr/sbin/nginx'))
    throw new Error('nginx is missing: install the Debian package (apt-get install -y nginx); .ci/run does');
  dbName = `trust_cluster_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${dbName}`)).catch((e) => {
    throw new Error(`The cluster test needs PostgreSQL at ${base}: ${(e as Error).message}`);
  });
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  // A Redis database of this run's own, emptied first: the per-account sign-in throttle of the demo
  // member (not per address) would otherwise carry over from a run a few minutes before.
  const redisUrl = `redis://127.0.0.1:6379/${randomInt(1, 16)}`;
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  await redis.flushDb();
  await redis.close();
  cluster = await startCluster({
    instances: 2,
    // nginx and the two instances on three ports free now (a fixed one can be held by a stopped run's nginx).
    port: await freePortRun(3),
    env: {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      AUTH_IP_LIMIT_PER_MINUTE: String(LIMIT),
      LOG_LEVEL: 'info',
    },
  });
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
  if (dbName) await admin((c) => c.query(`drop database if exists ${dbName} with (force)`));
});

const upstream = (res: Response) => res.headers.get('x-upstream') ?? '';

describe('two instances behind nginx', () => {
  it('serves a session made on one instance from both, and counts the login rate limit across them', async () => {
    // A distinct client address per run, so counts left in Redis by an earlier run do not matter.
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
    const login = await fetch(`${cluster.url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'ada@demo.trustfund.ng', password: 'Member@2026' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { u_accesstoken: string } }).data.u_accesstoken;
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}/api/user`, { headers: { accesstoken: token } });
      expect(res.status).toBe(200);
      served.add(upstream(res));
    }
    expect(served).toEqual(new Set(cluster.servers.map((s) => s.url.slice('http://'.length))));

    // LIMIT attempts a minute from one address, whichever instance takes them (one was the login).
    const answers: { status: number; by: string }[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'ada@demo.trustfund.ng', password: 'wrong-password-1' }),
      });
      answers.push({ status: res.status, by: upstream(res) });
    }
    const firstRefused = answers.findIndex((a) => a.status === 429);
    expect(firstRefused).toBe(LIMIT - 1);
    expect(new Set(answers.slice(0, firstRefused).map((a) => a.by)).size).toBe(2);
  });

  it('hands out one push key from both instances, though each has a data folder of its own', async () => {
    const keys = await Promise.all(
      cluster.servers.map(async (s) => (await (await fetch(`${s.url}/api/pushkey`)).json()).data.public_key),
    );
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps realtime connections (socket.io) on one instance, with the websocket upgrade passed on', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${cluster.url}/socket.io/?EIO=4&transport=polling`);
      seen.add(upstream(res));
    }
    expect(seen.size).toBe(1);
  });

  it('runs each scheduled job tick once, though both instances run the schedule', async () => {
    const finished = () =>
      cluster.servers.flatMap((s, i) =>
        s.out
          .split('\n')
          // Scheduled ticks only: a run woken by a write (scheduler/wake.ts) has no tick.
          .filter(
            (l) => l.includes('"job finished"') && l.includes('"job":"mail-outbox"') && l.includes('"tick":'),
          )
          .map((l) => ({ instance: i, tick: (JSON.parse(l) as { tick: string }).tick })),
      );
    const end = Date.now() + 150_000;
    while (finished().length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 1000));
    const runs = finished();
    expect(runs.length).toBeGreaterThanOrEqual(2);
    // Each tick taken by one instance: no tick runs on both.
    expect(new Set(runs.map((r) => r.tick)).size).toBe(runs.length);
    // One tick per minute of the schedule, not one per instance. Both instances pass over the
    // schedule and forward each minute's occurrence; the forwards of one minute collapse into one
    // (one row per minute slot), and each makes one job. The minute a job was made in is no measure:
    // on a loaded machine a minute's forward can be worked in the next minute, beside that minute's.
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const [forwarded, made] = await Promise.all([
      db.query<{ slot: string }>(
        `select data->>'slot' as slot from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'mail-outbox'`,
      ),
      db.query<{ id: string }>(`select id from pgboss.job where name = 'mail-outbox'`),
    ]).finally(() => db.end());
    const slots = forwarded.rows.map((r) => r.slot);
    const jobs = made.rows.map((r) => r.id);
    expect(new Set(slots).size).toBe(slots.length);
    expect(jobs.length).toBeLessThanOrEqual(slots.length);
    for (const r of runs) expect(jobs).toContain(r.tick);
  }, 180_000);
});
