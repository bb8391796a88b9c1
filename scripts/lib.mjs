import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(
      `Node 24 is required (this is ${process.version}). Install it with: npm i -g --force node@24`,
    );
    process.exit(1);
  }
}

/** npm install when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules/.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (!existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)) {
    console.log('Installing dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  const s = statSync(dir);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(dir).map((f) => newest(join(dir, f))));
};

/** Builds the web app when dist is missing or older than its sources. */
export function ensureWebBuilt() {
  const built = join(root, 'apps/web/dist/index.html');
  const sources = Math.max(
    newest(join(root, 'apps/web/src')),
    newest(join(root, 'apps/web/index.html')),
    newest(join(root, 'apps/web/public')),
    newest(join(root, 'apps/web/vite.config.ts')),
    newest(join(root, 'packages/shared/src')),
  );
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log('Building the web app…');
    run('npm', ['run', 'build', '-w', '@trust/web']);
  }
}
