import { afterAll, beforeAll } from 'vitest';
import { type FakePaystack, startFakePaystack } from './fake-paystack.ts';
import { freePort } from './ports.ts';
import { serverDatabase } from './server-database.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * What a crash test (apps/server/src/faults) works in: the fake Paystack outside the server process,
 * a database of the test's own, and the real server as a child process on it, which the test kills
 * (SIGKILL) and starts again. Registers its own beforeAll and afterAll: whatever the test leaves
 * running is stopped and the database removed.
 */
export interface CrashWorld {
  fake: FakePaystack;
  /** The server's database, as the test opens it; `embedded` when it is a data folder. */
  db: Awaited<ReturnType<typeof serverDatabase>>;
  /** Starts the server on the test's port (stopping none: kill or stop the one before). */
  start(env?: Record<string, string>): Promise<ServerProcess>;
  /** The server now running, if any. */
  readonly server: ServerProcess | undefined;
  /** Stops the running server gracefully (SIGTERM), if any. */
  stop(): Promise<void>;
}

export function crashWorld(opts: { secret: string }): CrashWorld {
  // One port for the world's life, so the server comes back where the test left it.
  let port = 0;
  let server: ServerProcess | undefined;
  let fake: FakePaystack | undefined;
  let db: Awaited<ReturnType<typeof serverDatabase>> | undefined;
  beforeAll(async () => {
    port = await freePort();
    fake = await startFakePaystack(opts.secret);
    db = await serverDatabase();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await db?.cleanup();
  });
  const made = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('the crash world is made in beforeAll: use it inside a test');
    return v;
  };
  const world: CrashWorld = {
    get fake() {
      return made(fake);
    },
    get db() {
      return made(db);
    },
    get server() {
      return server;
    },
    async start(env = {}) {
      server = await startServer(
        {
          ...world.db.env,
          PAYMENT_GATEWAY: 'paystack',
          PAYSTACK_BASE_URL: world.fake.url,
          PAYSTACK_SECRET_KEY: opts.secret,
          ...env,
        },
        port,
      );
      return server;
    },
    async stop() {
      await server?.stop();
      server = undefined;
    },
  };
  return world;
}
