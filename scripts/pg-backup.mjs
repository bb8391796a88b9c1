// npm run backup and npm run restore on PostgreSQL (DATABASE_URL set): pg_dump's custom format, taken back
// with pg_restore. A dump is consistent on its own (one snapshot of the database), so no server needs to
// stop for a backup; a restore refuses while a server runs against the database. Called by backup.mjs and
// restore.mjs; the embedded database's path is theirs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { root } from './lib.mjs';

/** The application_name a server's connections carry (apps/server/src/db/client.ts SERVER_APPLICATION_NAME). */
const SERVER_APPLICATION_NAME = 'trust-fund-server';

export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url ?? '');

/** The database's name and host, for messages: never the password in the URL. */
function where(url) {
  const u = new URL(url);
  return `${u.host}${u.pathname}`;
}

/** Runs a PostgreSQL client tool; answers its exit code and what it printed, or says it is missing. */
function tool(name, args) {
  const r = spawnSync(name, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error?.code === 'ENOENT') {
    return {
      code: 2,
      out: `${name} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).`,
    };
  }
  return { code: r.status ?? 1, out: `${r.stdout}${r.stderr}`.trim() };
}

/** npm run backup on PostgreSQL: pg_dump -Fc of DATABASE_URL into `out` (default backups/trust-fund-<time>.dump). */
export function backupPostgres(url, out) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(out ?? `backups/trust-fund-${stamp}.dump`);
  mkdirSync(dirname(file), { recursive: true });
  // Written aside and renamed: a backup file that exists is a whole one.
  const tmp = `${file}.part`;
  const dump = tool('pg_dump', ['--format=custom', '--file', tmp, url]);
  if (dump.code !== 0) {
    rmSync(tmp, { force: true });
    console.error(`Backup failed: ${dump.out}`);
    return dump.out.includes('is not installed') ? 2 : 1;
  }
  renameSync(tmp, file);
  console.log(`Backup of ${where(url)} written to ${file}`);
  return 0;
}

/** The connections of running servers to the database (pg_stat_activity), or null when it cannot be asked. */
async function serverConnections(url) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  try {
    await c.connect();
    const { rows } = await c.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [SERVER_APPLICATION_NAME],
    );
    return rows[0].n;
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * npm run restore -- FILE on PostgreSQL: pg_restore --clean --if-exists --no-owner of a pg_dump -Fc file
 * into the DATABASE_URL database, in one transaction (a failed restore changes nothing), refused while a
 * server is connected to it; then the ledger check on what was restored.
 */
export async function restorePostgres(url, file) {
  let running;
  try {
    running = await serverConnections(url);
  } catch (e) {
    console.error(`Cannot restore: PostgreSQL at ${where(url)} did not answer (${e.message}).`);
    return 2;
  }
  if (running > 0) {
    console.error(
      `Cannot restore: a server is running against ${where(url)} (${running} of its connections are open). Stop the server first.`,
    );
    return 2;
  }
  const restore = tool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    '--dbname',
    url,
    file,
  ]);
  if (restore.code !== 0) {
    console.error(`Restore failed, the database is as it was: ${restore.out}`);
    return restore.out.includes('is not installed') ? 2 : 1;
  }
  console.log(`Restored ${file} into ${where(url)}.`);
  const check = spawnSync(process.execPath, ['apps/server/src/cli/ledger-check.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  return check.status ?? 1;
}
