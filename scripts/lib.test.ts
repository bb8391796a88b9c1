import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { needsInstall } from './lib.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A project folder with package-lock.json and the given packages under node_modules. */
function project(packages: string[], marker = true) {
  const dir = mkdtempSync(join(tmpdir(), 'trust-install-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package-lock.json'), '{}');
  mkdirSync(join(dir, 'node_modules'));
  if (marker) writeFileSync(join(dir, 'node_modules/.package-lock.json'), '{}');
  for (const p of packages) {
    mkdirSync(join(dir, 'node_modules', p), { recursive: true });
    writeFileSync(join(dir, 'node_modules', p, 'package.json'), '{}');
  }
  return dir;
}

describe('what npm start and npm test install first', () => {
  it('installs on a fresh clone (no node_modules)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-install-'));
    dirs.push(dir);
    expect(needsInstall(dir)).toBe(true);
  });

  it('installs again when an install left out the build and test tools (NODE_ENV=production)', () => {
    expect(needsInstall(project(['fastify']))).toBe(true);
    expect(needsInstall(project(['vite', 'vitest']))).toBe(true);
  });

  it('does not install again when everything is there', () => {
    expect(needsInstall(project(['vite', 'vitest', '@playwright/test']))).toBe(false);
    expect(needsInstall(project(['vite', 'vitest', '@playwright/test'], false))).toBe(true);
  });
});

describe('the browser the journeys run in', () => {
  it('says in one line how to install Chromium when it is missing', () => {
    const r = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "import('./scripts/lib.mjs').then((l) => l.ensureChromium())"],
      { env: { PATH: process.env.PATH, CHROMIUM_PATH: '/nonexistent/chromium' }, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Chromium is missing at \/nonexistent\/chromium: install it with "sudo apt-get install -y chromium/,
    );
  });
});

describe('the parts npm test runs beside the linter and Vitest (the type check, the web build)', () => {
  it('keeps a part that passes quiet, and on a failure shows its output and fails with its reason', async () => {
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import('./scripts/lib.mjs').then(async (l) => {
          await l.runInBackground(process.execPath, ['-e', 'console.log("all clear")'], '.', 'never');
          await l.runInBackground(process.execPath, ['-e', 'console.error("src/a.ts(1,7): error TS2322"); process.exit(2)'], '.', 'The type check failed')
            .catch((e) => { console.log('refused:', e.message); process.exitCode = 1; });
        })`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('refused: The type check failed\n');
    expect(r.stderr).toBe('src/a.ts(1,7): error TS2322\n');
  });

  it('stops what runs beside when the run ends early (a failed lint leaves no type check running)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trust-background-'));
    dirs.push(dir);
    const marker = join(dir, 'finished');
    // The part in the background would write its marker after 3 s, through npm as the type check runs.
    const slow = `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(marker)}, ''), 3000)`;
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import('./scripts/lib.mjs').then((l) => {
          l.runInBackground('npm', ['exec', '--', 'node', '-e', ${JSON.stringify(slow)}], '.', 'never').catch(() => {});
          setTimeout(() => process.exit(1), 1000);
        })`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(existsSync(marker)).toBe(false);
  }, 20_000);
});
