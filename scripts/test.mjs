// npm test: install what is missing (as npm start does), then every test: the linter (formatting, and the
// import rules that keep the layers apart: biome.json), unit and API tests (Vitest, on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser journeys in Chromium (scripts/e2e.mjs).
import { ensureChromium, ensureInstalled, requireNode24, run } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureChromium(); // before the unit tests, so a missing browser is said in the first minute
run('npx', ['biome', 'ci', '.']);
run('npx', ['vitest', 'run']);
run(process.execPath, ['scripts/e2e.mjs']);
