import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * The real server (main.ts) as a child process, for tests that kill it (SIGKILL: no shutdown hook
 * runs, as when a machine loses power) and start it again on the same database.
 */
const MAIN = resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** POST a JSON body; answers the status and the parsed body. */
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      // The compiled modules npm test keeps (scripts/lib.mjs useCompileCache): a server started again
      // and again by one test loads the app without compiling it each time.
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  // A test that times out must not leave its server running.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 90 s:\n${out}`)), 90_000);
    const check = () => {
      if (out.includes('is running at')) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before it was ready:\n${out}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    output: () => out,
    async post(path, body) {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
