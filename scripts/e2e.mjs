// npm run test:e2e: build the web app into this run's own folder, then Playwright in the system Chromium.
// Playwright starts the real server on a fresh database (playwright.config.ts): PostgreSQL when
// TEST_DATABASE_URL is set (E2E_DATABASE=embedded keeps the embedded one), else the embedded database.
// E2E_PORT lets several runs share a machine (each gets its own port, database and build).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildE2eWeb,
  ensureChromium,
  ensureInstalled,
  requireNode24,
  root,
  run,
  useCompileCache,
} from './lib.mjs';

requireNode24();
useCompileCache();
ensureInstalled();
ensureChromium();
const port = process.env.E2E_PORT ?? '3100';
buildE2eWeb(port);
// With TEST_DATABASE_URL (CI), each server gets a fresh PostgreSQL database beside that one; without it,
// the embedded database in its data folder (playwright.config.ts). Each is a copy of the migrated
// database the server tests copy (apps/server/src/test/database.ts; `npm test` has made it by now): the
// servers start without migrating, which took both of them seconds at once before the first journey.
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && process.env.E2E_DATABASE !== 'embedded') {
  const { postgresTemplate } = await import('../apps/server/src/test/database.ts');
  const template = await postgresTemplate(pgUrl);
  const main = await freshDatabase(pgUrl, `trust_e2e_${port}`, template);
  const clock = await freshDatabase(pgUrl, `trust_e2e_${port}_clock`, template);
  const quiet = await freshDatabase(pgUrl, `trust_e2e_${port}_quiet`, template);
  process.env.E2E_DATABASE_URL = main;
  process.env.E2E_CLOCK_DATABASE_URL = clock;
  process.env.E2E_QUIET_DATABASE_URL = quiet;
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

// Then the ledger the journeys wrote, on each server's database: every invariant must still hold (a
// journey that left money half-posted or a balance drifted fails the run here, as `npm run ledger:check`
// would on a live fund).
for (const [dataDir, url] of [
  [`.test-data/e2e-${port}`, process.env.E2E_DATABASE_URL],
  [`.test-data/e2e-${port}-clock`, process.env.E2E_CLOCK_DATABASE_URL],
  [`.test-data/e2e-${port}-quiet`, process.env.E2E_QUIET_DATABASE_URL],
]) {
  if (!url && !existsSync(join(root, dataDir, 'pg'))) continue;
  const env = { ...process.env, DATA_DIR: dataDir };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  run(process.execPath, ['apps/server/src/cli/ledger-check.ts'], { env });
}

// Then what the journeys left behind: a dump of each server's database and each server's log must hold
// no card number, CVV, PIN, password or token (scripts/secrets-scan.mjs; a hit fails the run).
const scanArgs = [];
for (const [dataDir, url] of [
  [`.test-data/e2e-${port}`, process.env.E2E_DATABASE_URL],
  [`.test-data/e2e-${port}-clock`, process.env.E2E_CLOCK_DATABASE_URL],
  [`.test-data/e2e-${port}-quiet`, process.env.E2E_QUIET_DATABASE_URL],
]) {
  if (url) scanArgs.push('--database-url', url);
  else scanArgs.push('--data-dir', dataDir);
  scanArgs.push('--log', join(dataDir, 'server.log'));
}
run(process.execPath, ['scripts/secrets-scan.mjs', ...scanArgs]);

/** Drops database `name` on the server of `url` and makes it again as a copy of `template`; answers its URL. */
async function freshDatabase(url, name, template) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
