// npm test: install what is missing (as npm start does), then every test: the linter (formatting, and the
// import rules that keep the layers apart: biome.json), unit and API tests (Vitest, on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser journeys in Chromium (scripts/e2e.mjs).
import { buildE2eWebInBackground, ensureChromium, ensureInstalled, requireNode24, run } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureChromium(); // before the unit tests, so a missing browser is said in the first minute
// The browser tests' web build runs beside the linter and Vitest, whose tests wait on databases and
// timers a good part of the time; scripts/e2e.mjs then finds it built.
const webBuild = buildE2eWebInBackground(process.env.E2E_PORT ?? '3100');
webBuild.catch(() => {}); // awaited below, after the unit tests have had their say
run('npx', ['biome', 'ci', '.']);
run('npx', ['vitest', 'run']);
try {
  await webBuild;
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
run(process.execPath, ['scripts/e2e.mjs']);
