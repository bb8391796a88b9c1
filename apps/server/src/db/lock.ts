import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {}

/**
 * PGlite takes no lock of its own, and two processes on one data directory silently corrupt it.
 * So whoever opens the embedded database holds this exclusive lock until it closes; a second
 * process is refused with a message that says what to do instead.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  try {
    // stale: a lock whose holder died is taken over after 60 s (the holder refreshes it every 5 s).
    // Not shorter: opening PGlite blocks the event loop (WASM start-up), for over 10 s on a busy
    // machine, and a lock not refreshed in time would be taken over by a second process.
    return lockfile.lockSync(dir, { lockfilePath: `${dir}/.lock`, stale: 60_000, update: 5_000 });
  } catch (e) {
    if ((e as { code?: string }).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is in use by another process (is "npm start" already running?). ` +
          'Stop it first, or make the change through the running server.',
      );
    }
    throw e;
  }
}
