import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ManualClock, systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseUnavailableError, migrate, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { isDatabaseUnavailable } from './http/database-unavailable.ts';
import { createMailer } from './mail/mailer.ts';
import { seed } from './seed/index.ts';

/** Boots the server: config, database (migrated and seeded), app, listen. Nothing else. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
  });
  await migrate(database);
  const logins = await seed(database.db);
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
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  // Work that outlives its request (a notification sent after the answer) may meet a database that
  // went away: logged, and the server keeps serving. Anything else unexpected still stops it.
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    app.log.warn({ code: (reason as { code?: string }).code }, 'database unavailable in background work');
  });
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}/pg` : 'PostgreSQL';
  console.log(`\nTrust Fund is running at ${config.publicUrl} (${where})`);
  for (const l of logins) console.log(`  ${l.role.padEnd(18)} ${l.email} / ${l.password}`);
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
