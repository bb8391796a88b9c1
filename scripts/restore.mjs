// npm run restore -- FILE: puts a backup made by npm run backup back.
// On PostgreSQL (DATABASE_URL set): pg_restore --clean --if-exists --no-owner of a .dump file into that
// database, in one transaction, refused while a server runs against it (pg-backup.mjs).
// On the embedded database: the .tar.gz becomes the embedded database of DATA_DIR (default ./data). The
// server must be stopped: the data directory's lock refuses otherwise. The current database is kept beside
// it as DATA_DIR/pg.before-restore-<time> (delete it once the restore is checked).
// Either way the ledger is then checked on the restored database (npm run ledger:check).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../apps/server/src/db/lock.ts';
import { root } from './lib.mjs';
import { isPostgresUrl, restorePostgres } from './pg-backup.mjs';

async function main() {
  const file = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!file || !existsSync(file)) {
    console.error(
      isPostgresUrl(url)
        ? 'Usage: npm run restore -- <backup .dump file> (with DATABASE_URL set as for the server)'
        : 'Usage: npm run restore -- <backup .tar.gz file> (with DATA_DIR set as for the server)',
    );
    return 2;
  }
  if (isPostgresUrl(url)) return restorePostgres(url, file);
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  let release;
  try {
    release = lockDataDir(dataDir);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      console.error(`Cannot restore: ${e.message} Stop the server first.`);
      return 2;
    }
    throw e;
  }
  const pgDir = join(dataDir, 'pg');
  let kept;
  try {
    if (existsSync(pgDir)) {
      kept = `${pgDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(pgDir, kept);
    }
    const db = await PGlite.create(pgDir, { loadDataDir: new Blob([readFileSync(file)]) });
    const { rows } = await db.query("select to_regclass('public.postings') is not null as ledger");
    await db.close();
    if (!rows[0]?.ledger) throw new Error('the backup holds no Trust Fund database');
  } catch (e) {
    // Put the database that was there back: a failed restore changes nothing.
    rmSync(pgDir, { recursive: true, force: true });
    if (kept) renameSync(kept, pgDir);
    console.error(`Restore failed: ${e.message}`);
    return 1;
  } finally {
    release();
  }
  console.log(`Restored ${file} into ${pgDir}.`);
  if (kept) console.log(`The database it replaced is kept in ${kept}.`);
  const check = spawnSync(process.execPath, ['apps/server/src/cli/ledger-check.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  return check.status ?? 1;
}

process.exit(await main());
