import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
let logFile: string;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'trust-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Trust Fund</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  logFile = join(mkdtempSync(join(tmpdir(), 'trust-log-')), 'app.log');
  t = await createTestApp({ env: { WEB_DIST: dist, LOG_LEVEL: 'info', LOG_FILE: logFile } });
});
afterAll(() => t.close());

/** The URLs of the "request completed" lines of the log, in order. */
const loggedUrls = () =>
  readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; res?: { statusCode: number } })
    .filter((l) => l.msg === 'request completed')
    .map((l) => `${l.req?.url} ${l.res?.statusCode}`);

describe('the access log an operator reads', () => {
  it('has a line for each API call and page, none for the app files and the health probes', async () => {
    await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    await t.app.inject({ method: 'GET', url: '/api/getsubscriptionplans' });
    await t.app.inject({ method: 'GET', url: '/dashboard' });
    await t.app.inject({ method: 'GET', url: '/api/userdashboard' });
    expect(loggedUrls()).toEqual([
      '/api/getsubscriptionplans 200',
      '/dashboard 200',
      '/api/userdashboard 401',
    ]);
  });

  it('still sends the security headers with files it does not log', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A hashed script keeps the headers that protect it; a page's own rules (web-files.test.ts) are left off.
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    expect(loggedUrls()).not.toContain('/index.html 200');
  });
});
