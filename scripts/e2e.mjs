// npm run test:e2e: build the web app if needed, then Playwright in the system Chromium.
// Playwright starts the real server on a fresh embedded database (playwright.config.ts).
import { ensureInstalled, ensureWebBuilt, requireNode24, run } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureWebBuilt();
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
