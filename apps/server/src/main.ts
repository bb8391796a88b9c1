import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ManualClock, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, migrate, openDatabase, SERVER_APPLICATION_NAME } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';

/**
 * Boots the server: config, database (migrated, then what every start adds: seed/start.ts), app,
 * listen, and what the operator must know (the demo logins, a missing operator). Nothing else.
 */
async function main() {
  const config = loadConfig();
  // The app's logger, once it is built: connections lost before then are counted only.
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    applicationName: SERVER_APPLICATION_NAME,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // One line per connection PostgreSQL ends (a failover ends them all): the pool makes new ones.
    onConnectionLost: (err, state) => {
      void import('./modules/metrics/index.ts').then((m) => m.countConnectionLost(state));
      log?.warn(
        { state, code: (err as { code?: string }).code, reason: (err as Error).message },
        'database connection lost; the pool replaces it',
      );
    },
  });
  // The app's modules are loaded only once the database is open (about 3 s of CPU): a start refused by
  // its settings, an unreachable PostgreSQL or a data directory in use ends without them.
  const [
    { buildApp },
    { createMailer },
    { fillBankListIfEmpty },
    { countUncaught },
    { surviveUncaughtErrors },
    { seedAtStart },
    { startMessage },
  ] = await Promise.all([
    import('./app.ts'),
    import('./mail/mailer.ts'),
    import('./modules/banks/index.ts'),
    import('./modules/metrics/index.ts'),
    import('./process-faults.ts'),
    import('./seed/index.ts'),
    import('./start-message.ts'),
  ]);
  await migrate(database);
  const seeded = await seedAtStart(database, config, systemClock);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.dataDir, 'outbox'),
  });
  // The browser tests' second server runs on a clock they move (never outside NODE_ENV=test).
  const clock =
    config.NODE_ENV === 'test' && config.TEST_MANUAL_CLOCK === '1'
      ? new ManualClock(new Date())
      : systemClock;
  const app = await buildApp({ config, database, clock, mailer });
  log = app.log;
  surviveUncaughtErrors(app.log, countUncaught);
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  // The provider's bank list, read into the database on a fund's first start rather than at the daily
  // job's hour: payouts look their bank codes up in it. Not awaited: a provider away delays nothing.
  void fillBankListIfEmpty(app.deps.db, app.deps.banks, clock.now()).catch((e: Error) =>
    app.log.warn({ err: e.message }, 'bank list not loaded at start; the daily job tries again'),
  );
  const message = startMessage(config, database.kind, seeded);
  for (const line of message.lines) console.log(line);
  if (message.warning) console.warn(message.warning);
  console.log('');
}

main().catch((e) => {
  if (e instanceof ConfigError || e instanceof DatabaseUnavailableError || e instanceof DataDirLockedError) {
    console.error(`Cannot start: ${e.message}`);
  } else if ((e as { code?: string }).code === 'EADDRINUSE') {
    console.error(
      `Cannot start: port ${(e as { port?: number }).port ?? ''} is already in use (set PORT to use another).`,
    );
  } else {
    console.error('Cannot start:', e);
  }
  process.exit(1);
});
