import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of the embedded database, taken inside the running server (which holds the data
 * directory's lock): a CHECKPOINT first writes every committed page to the data files, then PGlite's
 * own dump copies the directory while no transaction is open (PGlite's transaction lock) and no
 * statement runs; what was committed after the checkpoint is replayed from the WAL when it is opened. The result is a gzipped tarball that PGlite opens as is
 * (restore.mjs: PGlite.create(dir, { loadDataDir })).
 */
export async function snapshotEmbedded(pglite: PGlite): Promise<Blob> {
  // exec and query take the transaction lock themselves: the checkpoint runs before it is taken.
  await pglite.exec('CHECKPOINT');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
}
