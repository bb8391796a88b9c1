import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  host: string;
  /** The holder's start time (from /proc), so a recycled pid is not mistaken for the holder. */
  started: string | null;
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux only). */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // A lock from another machine (a shared folder) cannot be checked here: treat it as held.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // exists, but belongs to another user
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function readHolder(path: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof h.pid === 'number' && typeof h.host === 'string'
      ? { pid: h.pid, host: h.host, started: h.started ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * PGlite takes no lock of its own, and two processes on one data directory silently corrupt it.
 * So whoever opens the embedded database holds DATA_DIR/.lock, a file naming its process, until it
 * closes; a second process is refused with a message that says what to do instead. A lock whose
 * process has died (kill -9, power loss) is taken over at once: no waiting for it to go stale, and
 * no refreshing timer that a busy event loop (PGlite's WASM start-up) could miss.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, '.lock');
  removeLegacyLock(path);
  const me: Holder = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
  const mine = JSON.stringify(me);
  // Written aside, then linked into place: the link either creates the whole lock file or fails.
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, mine);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(tmp, path);
        return () => {
          if (readFileOrNull(path) === mine) rmSync(path, { force: true });
        };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      const seen = readFileOrNull(path);
      if (seen === null) continue; // released meanwhile: try again
      const holder = readHolder(path);
      // A file still being written by a starting holder has no valid content yet: treat it as held.
      if (holder === null || isAlive(holder)) throw locked(dir, holder);
      takeOver(path, seen);
    }
    throw locked(dir, null);
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Moves a dead holder's lock aside; if another starter replaced it meanwhile, puts that one back. */
function takeOver(path: string, seen: string) {
  const aside = `${path}.stale-${process.pid}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readFileOrNull(aside) !== seen) {
    try {
      linkSync(aside, path);
    } catch {}
  }
  rmSync(aside, { force: true });
}

function readFileOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Earlier versions locked with a directory refreshed every 5 s: one untouched for a minute is left over. */
function removeLegacyLock(path: string) {
  try {
    const s = statSync(path);
    if (s.isDirectory() && Date.now() - s.mtimeMs > 60_000) rmSync(path, { recursive: true, force: true });
  } catch {}
}

function locked(dir: string, holder: Holder | null): DataDirLockedError {
  const who = holder
    ? ` (process ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`})`
    : '';
  return new DataDirLockedError(
    `The embedded database in ${dir} is in use by another process${who} (is "npm start" already running?). ` +
      'Stop it first, or make the change through the running server.',
  );
}
