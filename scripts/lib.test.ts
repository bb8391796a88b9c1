import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
