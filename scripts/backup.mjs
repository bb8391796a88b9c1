// npm run backup [-- --out FILE] [--url http://127.0.0.1:3000]
// On PostgreSQL (DATABASE_URL set): pg_dump's custom format of that database (pg-backup.mjs), by default
// backups/trust-fund-<time>.dump; the servers keep running.
// On the embedded database: asks the running server (which holds the embedded database's lock) for a
// consistent snapshot (GET /api/backup) and writes it to a .tar.gz file, by default
// backups/trust-fund-<time>.tar.gz. On this machine no token is needed; from elsewhere set OPERATOR_TOKEN
// (the server's setting). Restore either with npm run restore (docs/operations.md "Backups").
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupPostgres, isPostgresUrl } from './pg-backup.mjs';

const { values } = parseArgs({
  options: { out: { type: 'string' }, url: { type: 'string' } },
});
const base = (values.url ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

async function main() {
  const headers = process.env.OPERATOR_TOKEN ? { 'x-operator-token': process.env.OPERATOR_TOKEN } : {};
  let res;
  try {
    res = await fetch(`${base}/api/backup`, { headers, signal: AbortSignal.timeout(10 * 60_000) });
  } catch (e) {
    console.error(
      `Backup failed: no server answered at ${base} (${e.cause?.code ?? e.message}). Start it, or pass --url.`,
    );
    return 2;
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    console.error(`Backup failed (${res.status}): ${body.message ?? res.statusText}`);
    return 1;
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'trust-fund.tar.gz';
  const out = resolve(values.out ?? `backups/${name}`);
  mkdirSync(dirname(out), { recursive: true });
  // Written aside and renamed: a backup file that exists is a whole one.
  const tmp = `${out}.part`;
  writeFileSync(tmp, Buffer.from(await res.arrayBuffer()));
  renameSync(tmp, out);
  console.log(`Backup written to ${out}`);
  return 0;
}

process.exit(
  isPostgresUrl(process.env.DATABASE_URL)
    ? backupPostgres(process.env.DATABASE_URL, values.out)
    : await main(),
);
