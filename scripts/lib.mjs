import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/**
 * Node keeps the compiled code of each module it loads (node_modules and the server's TypeScript) in
 * node_modules/.cache/node-compile, so the next process that loads it compiles nothing: the test runs
 * start dozens of Node processes (Vitest, the servers tests spawn, the two e2e servers, the CLIs). Set
 * in the environment, so every process started from here uses it; a changed file gets a new entry.
 */
export function useCompileCache() {
  process.env.NODE_COMPILE_CACHE ??= join(root, 'node_modules/.cache/node-compile');
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/**
 * `run` without blocking this process: its output goes to the terminal as it comes, and the commands
 * started beside it (runInBackground) are seen to end, and their next steps started, while it runs.
 * `run` blocks the event loop, so a background command that ended during a long foreground one was
 * only noticed, and the step after it only begun, once the foreground one was over.
 */
export async function runInForeground(cmd, args, opts = {}) {
  const code = await exitCodeOf(spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts }));
  if (code !== 0) process.exit(code);
}

/** A child's exit code once its output has closed: 1 when it could not start or a signal ended it. */
function exitCodeOf(child, onError = () => {}) {
  return new Promise((resolve) => {
    child.on('close', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      onError(e);
      resolve(1);
    });
  });
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

/**
 * npm install when node_modules is missing, older than package-lock.json, or lacks the build and test
 * tools. Always with the devDependencies: `npm start` builds the web app with Vite and `npm test` runs
 * Vitest, and under NODE_ENV=production npm would otherwise leave both out ("vite: not found").
 */
export function ensureInstalled() {
  if (needsInstall(root)) {
    console.log('Installing dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund', '--include=dev']);
  }
}

export function needsInstall(dir) {
  const marker = join(dir, 'node_modules/.package-lock.json');
  const lock = join(dir, 'package-lock.json');
  const tools = ['vite', 'vitest', '@playwright/test'].map((p) =>
    join(dir, 'node_modules', p, 'package.json'),
  );
  return (
    !existsSync(marker) ||
    (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) ||
    tools.some((t) => !existsSync(t))
  );
}

/**
 * The Chromium the browser tests drive (playwright.config.ts): CHROMIUM_PATH, or Debian's
 * chromium-headless-shell, the headless-only build Playwright itself runs headless tests in. The same
 * engine as the chromium package, without the desktop browser's parts: the same journeys and axe scans
 * took about 40% less CPU in it (docs/testing.md).
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Installs Debian's Chromium when it is missing and we are root; otherwise says in one line how to. */
/** The desktop Chromium, for the journeys that need the Push API (playwright.config.ts FULL_CHROMIUM). */
export const fullChromiumPath = () => process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath()) && existsSync(fullChromiumPath())) return;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (process.getuid?.() === 0 && hasApt && !process.env.CHROMIUM_PATH) {
    console.log('Installing Chromium (headless shell) from Debian (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell', 'chromium'], { env });
    if (existsSync(chromiumPath()) && existsSync(fullChromiumPath())) return;
  }
  console.error(
    `Chromium is missing at ${existsSync(chromiumPath()) ? fullChromiumPath() : chromiumPath()}: install it with "sudo apt-get install -y chromium-headless-shell chromium", or set CHROMIUM_PATH (the headless shell) and CHROMIUM_FULL_PATH (the desktop build) to Chromium binaries.`,
  );
  process.exit(1);
}

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  const s = statSync(dir);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(dir).map((f) => newest(join(dir, f))));
};

/** The newest modification time among the web app's sources (and the lock file: a dependency changed). */
export function webSourcesTime() {
  return Math.max(
    newest(join(root, 'apps/web/src')),
    newest(join(root, 'apps/web/index.html')),
    newest(join(root, 'apps/web/public')),
    newest(join(root, 'apps/web/vite.config.ts')),
    newest(join(root, 'packages/shared/src')),
    newest(join(root, 'package-lock.json')),
  );
}

/** Builds the web app when dist is missing or older than its sources. */
export function ensureWebBuilt() {
  const built = join(root, 'apps/web/dist/index.html');
  if (!existsSync(built) || statSync(built).mtimeMs < webSourcesTime()) {
    console.log('Building the web app…');
    run('npm', ['run', 'build', '-w', '@trust/web']);
  }
}

/**
 * The web app the browser tests serve, built into this run's own folder (.test-data/web-PORT) in mode
 * e2e: a production build that also holds the design parts gallery (/design-parts) the journeys look
 * at (apps/web/src/main.tsx); `npm run build` never includes it. A marker written after a complete
 * build lets a run whose sources have not changed serve that build again.
 */
function e2eWebBuild(port) {
  const outDir = `.test-data/web-${port}`;
  const marker = join(root, outDir, '.built');
  return {
    outDir,
    fresh: existsSync(marker) && statSync(marker).mtimeMs >= webSourcesTime(),
    done: () => writeFileSync(marker, ''),
    steps: [
      [
        'npx',
        [
          'vite',
          'build',
          '--mode',
          'e2e',
          '--logLevel',
          'warn',
          '--outDir',
          `../../${outDir}`,
          '--emptyOutDir',
        ],
        join(root, 'apps/web'),
      ],
      [process.execPath, ['apps/web/scripts/precompress.mjs', outDir], root],
    ],
  };
}

/** Builds the browser tests' web app now, unless its sources have not changed since the last build. */
export function buildE2eWeb(port) {
  const b = e2eWebBuild(port);
  if (b.fresh) return b.outDir;
  for (const [cmd, args, cwd] of b.steps) run(cmd, args, { cwd });
  b.done();
  return b.outDir;
}

/**
 * The same build in the background, so it runs while the machine also waits on the unit tests (npm
 * test). Its output is kept and shown only if it fails; the promise rejects then.
 */
export async function buildE2eWebInBackground(port) {
  const b = e2eWebBuild(port);
  if (b.fresh) return;
  for (const [cmd, args, cwd] of b.steps)
    await runInBackground(
      cmd,
      args,
      cwd,
      `The web build for the browser tests failed: ${cmd} ${args.join(' ')}`,
    );
  b.done();
}

/**
 * Commands running beside others, each in a process group of its own (npm does not pass a signal on to
 * the tsc or vite it runs): the whole group is stopped when this process ends, also by Ctrl-C. Set up
 * by the first such command only, so `npm start`, which stops its server gently on a signal, keeps its
 * own handling.
 */
const background = new Set();
let stoppingBackground = false;
function stopBackgroundOnExit() {
  if (stoppingBackground) return;
  stoppingBackground = true;
  process.on('exit', () => {
    for (const child of background) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])
    process.on(signal, () => process.exit(code));
}

/**
 * Runs a command beside others, its output kept and shown only if it fails (so it does not mix with
 * theirs); the promise rejects then with `failure`. Resolves with the seconds it took. It is stopped
 * if this process exits first: a run that failed its lint leaves no type check or build behind.
 */
export async function runInBackground(cmd, args, cwd, failure) {
  stopBackgroundOnExit();
  const started = performance.now();
  const output = [];
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  background.add(child);
  child.on('exit', () => background.delete(child));
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  const code = await exitCodeOf(child, (e) => output.push(Buffer.from(String(e))));
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(failure);
  }
  return (performance.now() - started) / 1000;
}
