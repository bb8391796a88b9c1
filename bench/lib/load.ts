/**
 * The load side of bench/http.ts: a server process started like `npm start` (or the bare Fastify
 * yardstick), and autocannon runs against it.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '../..');

export interface Served {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const stopper = (child: ChildProcess) => () =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGINT');
  });

/** A bare yardstick script of bench/lib, forked and answering on the port. */
async function startYardstick(script: string, args: string[]): Promise<Served> {
  const child = fork(resolve(root, 'bench/lib', script), args, { stdio: 'ignore' });
  await new Promise<void>((ok, fail) => {
    child.once('message', () => ok());
    child.once('exit', (code) => fail(new Error(`${script} exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${args[0]}`, child, stop: stopper(child) };
}

/** The bare Fastify hello-world route (bench/lib/hello.mjs). */
export const startHello = (port: number) => startYardstick('hello.mjs', [String(port)]);

/**
 * The floor under a member read (bench/lib/two-round-trips.mjs): a bare route making the two database
 * round trips a member read may make, and nothing else.
 */
export const startTwoRoundTrips = (port: number, databaseUrl: string) =>
  startYardstick('two-round-trips.mjs', [String(port), databaseUrl]);

/**
 * The product's server (apps/server/src/main.ts), production settings, jobs off so nothing runs beside the load.
 * Its log goes to a file of its own (LOG_FILE, as an operator runs it), not back through a pipe to this
 * process: here autocannon keeps this event loop busy, the pipe fills, and every request's log line would
 * wait for it (measured: a static file at 490 req/s through the pipe, 8,000 with the file).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Served> {
  const logFile = resolve(root, `bench/.data/logs/server-${port}.log`);
  rmSync(logFile, { force: true });
  const child = spawn(process.execPath, [...nodeArgs, resolve(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without the site's https:// address (nothing here follows it).
      PUBLIC_URL: 'https://trustfund.ng',
      HOST: '127.0.0.1',
      PORT: String(port),
      JOBS: 'off',
      LOG_LEVEL: 'info',
      LOG_FILE: logFile,
      WEB_DIST: resolve(root, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ok, fail) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Trust Fund is running')) ok();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`server exited ${code}:\n${output}`)));
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return { url: `http://127.0.0.1:${port}`, child, stop: stopper(child) };
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run: requests per second (mean) and latency percentiles in ms. */
export async function load(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Load> {
  const r = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    method: opts.method ?? 'GET',
    headers: opts.headers,
    body: opts.body,
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
