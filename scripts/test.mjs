// npm test: install what is missing (as npm start does), then every test: the linter (formatting, and the
// import rules that keep the layers apart: biome.json, and between modules: scripts/module-graph.mjs), the type check of every workspace, unit and API
// tests (Vitest, on PostgreSQL too when TEST_DATABASE_URL is set), then the browser journeys in Chromium
// (scripts/e2e.mjs). Ends with the time each part took.
import {
  buildE2eWebInBackground,
  ensureChromium,
  ensureInstalled,
  requireNode24,
  root,
  runInBackground,
  runInForeground,
  useCompileCache,
} from './lib.mjs';

requireNode24();
useCompileCache();
ensureInstalled();
ensureChromium(); // before the unit tests, so a missing browser is said in the first minute

const times = [];
const timed = async (name, cmd, args) => {
  const started = performance.now();
  await runInForeground(cmd, args);
  times.push([name, (performance.now() - started) / 1000]);
};
const background = async (name, promise) => {
  times.push([`${name} (beside the linter and Vitest)`, await promise]);
};

// The browser tests' web build and the type check run beside the linter and Vitest, whose tests wait on
// databases, timers and server processes a good part of the time; scripts/e2e.mjs then finds the web
// app built. A type error fails the run before the journeys, as a failed build does.
const webStarted = performance.now();
const webBuild = buildE2eWebInBackground(process.env.E2E_PORT ?? '3100').then(
  () => (performance.now() - webStarted) / 1000,
);
const typecheck = runInBackground(
  'npm',
  ['run', 'typecheck'],
  root,
  'The type check failed (npm run typecheck)',
);
webBuild.catch(() => {}); // awaited below, after the unit tests have had their say
typecheck.catch(() => {});
await timed('lint', 'npx', ['biome', 'ci', '.']);
// The rules between modules (.dependency-cruiser.cjs, no cycle between modules, the graph in docs/architecture.md).
await timed('module graph', process.execPath, ['scripts/module-graph.mjs']);
await timed('unit and API tests (Vitest)', 'npx', ['vitest', 'run']);
try {
  await background('type check', typecheck);
  await background('web build for the journeys', webBuild);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
await timed('browser journeys (scripts/e2e.mjs)', process.execPath, ['scripts/e2e.mjs']);
console.log(`\nnpm test took: ${times.map(([name, s]) => `${name} ${Math.round(s)} s`).join(', ')}`);
