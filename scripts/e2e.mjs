// npm run test:e2e: build the web app into this run's own folder, then Playwright in the system Chromium.
// Playwright starts the real server on a fresh embedded database (playwright.config.ts). E2E_PORT lets
// several runs share a machine (each gets its own port, database and build).
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstalled, requireNode24, root, run, webSourcesTime } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureChromium();
const port = process.env.E2E_PORT ?? '3100';
const outDir = `.test-data/web-${port}`;
// Written after a complete build: a run whose sources have not changed since serves that build again.
const builtMarker = join(root, outDir, '.built');
if (!existsSync(builtMarker) || statSync(builtMarker).mtimeMs < webSourcesTime()) {
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', `../../${outDir}`, '--emptyOutDir'], {
    cwd: new URL('../apps/web', import.meta.url).pathname,
  });
  run('node', ['apps/web/scripts/precompress.mjs', outDir]);
  writeFileSync(builtMarker, '');
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
