import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The e2e server runs on its own port and its own fresh embedded database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = resolve(`.test-data/e2e-${E2E_PORT}`);
/** The web app build this run serves (scripts/e2e.mjs builds it there). */
export const E2E_WEB_DIST = resolve(`.test-data/web-${E2E_PORT}`);
/**
 * A second server, on the next port and its own database, whose clock stands still until a journey
 * moves it forward (POST /api/test/clock) and whose periodic jobs run only when a journey asks
 * (POST /api/test/run-job). The journeys on it share that clock: e2e/member-by-the-clock.spec.ts.
 */
export const E2E_CLOCK_PORT = E2E_PORT + 1;
export const E2E_CLOCK_URL = `http://localhost:${E2E_CLOCK_PORT}`;
export const E2E_CLOCK_DATA_DIR = resolve(`.test-data/e2e-${E2E_PORT}-clock`);
/**
 * A third server, on the port after the clock's, with its own database, for the journeys that need
 * nobody of customer care online (e2e/help-always-answers.spec.ts): on the main server other journeys
 * bring agents online at any moment. On a server of their own they run beside the other journeys, not
 * after all of them.
 */
export const E2E_QUIET_PORT = E2E_PORT + 2;
export const E2E_QUIET_URL = `http://localhost:${E2E_QUIET_PORT}`;
export const E2E_QUIET_DATA_DIR = resolve(`.test-data/e2e-${E2E_PORT}-quiet`);
if (!process.env.PW_WORKER) {
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  rmSync(E2E_CLOCK_DATA_DIR, { recursive: true, force: true });
  rmSync(E2E_QUIET_DATA_DIR, { recursive: true, force: true });
  process.env.PW_WORKER = '1';
}

/**
 * On PostgreSQL when scripts/e2e.mjs made a fresh database for each server (TEST_DATABASE_URL set, as in
 * CI): the embedded database answers one query at a time, which both workers' journeys wait on.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL || undefined;
const E2E_CLOCK_DATABASE_URL = process.env.E2E_CLOCK_DATABASE_URL || undefined;
const E2E_QUIET_DATABASE_URL = process.env.E2E_QUIET_DATABASE_URL || undefined;

const serverEnv = (port: number, dataDir: string, databaseUrl: string | undefined) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  WEB_DIST: E2E_WEB_DIST,
  // Every request is logged to a file in the data folder, which the joining journeys search for card numbers.
  LOG_LEVEL: 'info',
  LOG_FILE: `${dataDir}/server.log`,
  NODE_ENV: 'test',
  // Every journey registers from this one machine's address.
  REGISTER_IP_LIMIT_PER_HOUR: '100000',
});

/**
 * The journeys run in Debian's Chromium headless shell (scripts/lib.mjs chromiumPath): the same engine
 * as the desktop Chromium for a good deal less CPU. The journeys that need what only the desktop build
 * has (the Push API) launch FULL_CHROMIUM instead (`test.use({ launchOptions: fullChromium })`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // What a journey's short-lived pages never repay, measured together on 41 journeys (busy CPU 256 s
  // against 297 to 303 s with the trace below, docs/testing.md): V8's optimising compilers (a page
  // lives seconds; its code runs on the interpreter and the baseline compiler, as on first load), a
  // process of its own for each site (the journeys open one origin; a cross-site frame shares it), and
  // more raster threads than the two cores have.
  '--js-flags=--no-turbofan --no-maglev',
  '--disable-features=site-per-process,IsolateOrigins',
  '--num-raster-threads=1',
  '--disable-smooth-scrolling',
];
export const fullChromium = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS };

/** Journeys whose customer care must have nobody online (see the projects below). */
const NOBODY_ONLINE = /help-always-answers\.spec\.ts$/;
/**
 * The journeys of what the app's service worker does (src/sw/sw.ts: the app opening without signal,
 * push notifications, the offline bar and messages): the only ones it runs in. Everywhere else the
 * browser is told not to register it: in a journey's new context it installed, kept every built file
 * the page fetched and the shell, and answered each of the page's requests, for 12% of the journeys'
 * CPU (docs/testing.md), while the screens behave the same with or without it (it never touches the API).
 */
const WITH_SERVICE_WORKER = /(offline-and-trust|member-push|app-shell|member-ux)\.spec\.ts$/;
const noServiceWorker = { serviceWorkers: 'block' as const };

/** How Playwright stops a server: SIGTERM, then up to 20 s to close its database (a SIGKILL after). */
const STOP_SERVER = { signal: 'SIGTERM', timeout: 20_000 } as const;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/run-${E2E_PORT}`,
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // A journey's own limit. The longest console journeys (a payout batch proposed and approved by two
  // operators, 30 s alone) passed 60 s with three workers on a machine whose browser ran about three
  // times slower than usual; each step still fails on its own 10 s expectation.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Each journey as it ends, then each spec file's time, slowest first (e2e/file-times-reporter.ts).
  reporter: [['list'], ['./e2e/file-times-reporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Chromium renders without a GPU here, so every running animation costs CPU the journeys need; the
    // app honours reduced motion (apps/web/src/app/global.css), as a member's phone may ask for it.
    reducedMotion: 'reduce',
    // A failed journey keeps a screenshot of the moment it failed and the page's accessibility snapshot
    // (error-context.md beside it). Its trace (every action, request, console line and error) is
    // recorded with TRACE=1: recording one for every journey, passing or not, cost a tenth of the
    // journeys' CPU even without DOM snapshots and the screencast (docs/testing.md). To see a failure's
    // trace, run the journey again with `TRACE=1 npm run test:e2e -- e2e/<spec> -g "<name>"`.
    trace:
      process.env.TRACE === '1'
        ? { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true }
        : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [NOBODY_ONLINE, WITH_SERVICE_WORKER],
      use: { ...devices['Desktop Chrome'], channel: undefined, ...noServiceWorker },
    },
    // The same server and browser, with the service worker the app registers for every visitor.
    {
      name: 'service-worker',
      testMatch: WITH_SERVICE_WORKER,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The journeys that need nobody of customer care online, on their own server (E2E_QUIET_PORT),
    // beside the others: no other journey brings an agent online there.
    {
      name: 'nobody-online',
      testMatch: NOBODY_ONLINE,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: E2E_QUIET_URL, ...noServiceWorker },
    },
  ],
  // Each server is stopped as an operator would stop it (SIGTERM), and waited for: the ledger check
  // after the journeys opens the same embedded database, which a server still closing holds locked.
  webServer: [
    {
      command: 'node apps/server/src/main.ts',
      url: `http://localhost:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_SERVER,
      env: serverEnv(E2E_PORT, E2E_DATA_DIR, E2E_DATABASE_URL),
    },
    {
      command: 'node apps/server/src/main.ts',
      url: `${E2E_CLOCK_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_SERVER,
      env: {
        ...serverEnv(E2E_CLOCK_PORT, E2E_CLOCK_DATA_DIR, E2E_CLOCK_DATABASE_URL),
        TEST_MANUAL_CLOCK: '1',
        JOBS: 'off',
      },
    },
    {
      command: 'node apps/server/src/main.ts',
      url: `${E2E_QUIET_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: STOP_SERVER,
      env: serverEnv(E2E_QUIET_PORT, E2E_QUIET_DATA_DIR, E2E_QUIET_DATABASE_URL),
    },
  ],
});
