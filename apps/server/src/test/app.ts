import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ManualClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { lastMailTo, readOutbox } from '../mail/outbox.ts';
import { deliverDueMail } from '../mail/queue.ts';
import { mailSignInLinks } from '../modules/auth/index.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  dataDir: string;
  outbox(): ReturnType<typeof readOutbox>;
  lastMailTo(to: string): ReturnType<typeof lastMailTo>;
  /** Runs the mail-outbox job once at the clock's now, as it runs every minute: queued emails are sent. */
  sendQueuedMail(): ReturnType<typeof deliverDueMail>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database, a manual clock and an outbox in a temp folder.
 * Call through app.inject so routing, validation, serialisation and SQL all run.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: ManualClock } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'trust-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOBS: 'off',
    ...opts.env,
  });
  const database = await createTestDatabase();
  const clock = opts.clock ?? new ManualClock();
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir });
  const app = await buildApp({ config, database, clock, mailer });
  await app.ready();
  return {
    app,
    database,
    clock,
    dataDir,
    outbox: () => readOutbox(outboxDir),
    lastMailTo: (to) => lastMailTo(outboxDir, to),
    sendQueuedMail: () =>
      deliverDueMail(
        {
          db: database.db,
          mailer,
          publicUrl: config.publicUrl,
          signInLink: mailSignInLinks(database.db, config.publicUrl),
        },
        clock.now(),
      ),
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call to the app's API (`/api` prefixed) with the given headers and body, for a file whose app is
 * made in beforeAll: `app` is read at each call.
 */
export const apiCall =
  (app: () => TestApp['app']) =>
  (method: ApiMethod, url: string, headers?: Record<string, string>, payload?: unknown) =>
    app().inject({ method, url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
