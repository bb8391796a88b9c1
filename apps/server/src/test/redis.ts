import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports.ts';
import { serviceAvailable } from './services.ts';

export { freePort };

/**
 * Whether the redis-server binary is here, for the tests that start a Redis of their own: skipped
 * without it, except in CI (REQUIRE_SERVICES=1), where that fails.
 */
export const hasRedisServer = () =>
  serviceAvailable('redis-server', spawnSync('redis-server', ['--version']).status === 0);

/** Waits until something accepts connections on the port (a Redis just started). */
export async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis did not start on ${port}`);
}

/**
 * A Redis of the test's own on a free port (no persistence), which the test stops and starts again
 * to see what an outage does: `url`, `start()`, `stop()` (waits until the process has exited).
 */
export async function ownRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(port);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill();
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
