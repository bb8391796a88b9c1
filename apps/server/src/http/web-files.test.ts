import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

const html = '<!doctype html><title>Trust Fund</title><div id="root"></div>'.repeat(40);
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'trust-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), html);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

describe('the web app from memory', () => {
  it('answers a file with its type and revalidation headers, then 304 for the same ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe('console.log(1)');
  });

  it("leaves a page's own headers off a hashed script, and keeps them on the page and on a missing asset", async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();
    expect(script.headers['referrer-policy']).toBeUndefined();
    // The ones that protect a script itself stay.
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toContain('max-age=');
    for (const url of ['/', '/favicon.svg', '/assets/not-built.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('sends the build-time brotli file to a browser that accepts it, the plain one otherwise', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const plain = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('counts files served in one metric, not as a series per file', async () => {
    const served = async () => {
      const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(text).not.toContain('route="/assets/app-abc123.js"');
      const line = text.split('\n').find((l) => l.startsWith('trust_web_files_served_total '));
      return Number(line?.split(' ')[1]);
    };
    const before = await served();
    await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(await served()).toBe(before + 2);
  });

  it("serves index.html for the app's own routes, and 404 with the envelope under /api", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard?tab=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(html);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error' });
  });
});
