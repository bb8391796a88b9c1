import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationJournal } from '../../db/journal.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countRoundTrips } from '../../test/round-trips.ts';
import { PROBE_TTL_MS } from './probe.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('reports the database as up on GET /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { database: { state: 'up' } } });
  });

  it('answers a burst of health checks from one database probe a second', async () => {
    const counter = countRoundTrips(t.database);
    try {
      // A probe of the same second may already be cached: wait it out, then count a fresh burst.
      await new Promise((r) => setTimeout(r, PROBE_TTL_MS));
      let answers: number[] = [];
      const n = await counter.during(async () => {
        const all = await Promise.all(
          Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
        );
        answers = all.map((r) => r.statusCode);
      });
      expect(answers).toEqual(Array(10).fill(200));
      expect(n).toBe(1);
      // After the second has passed the database is asked again.
      await new Promise((r) => setTimeout(r, PROBE_TTL_MS));
      const again = await counter.during(() => t.app.inject({ method: 'GET', url: '/api/health' }));
      expect(again).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it("names the release: the build's version and the last migration the database ran", async () => {
    const version = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
    ).version as string;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const last = migrationJournal().at(-1)?.tag;
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json().data.release, url).toEqual({ version, migration: last });
    }
  });

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', data: null });
  });

  it("sends a page's security headers with a page, and an API answer's with an API answer", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    for (const url of ['/api/health', '/api/no-such-call', '/api/userdashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      // Nothing may run, load or frame an answer opened in a browser.
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['referrer-policy'], url).toBeUndefined();
    }
  });

  it('allows no inline or evaluated script, on the app and on the API docs pages', async () => {
    for (const url of ['/dashboard', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp, url).toMatch(/object-src 'none'/);
    }
  });

  it('serves the OpenAPI document under /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('liveness and readiness', () => {
  it('says the process is live and ready once the database answers and every migration has run', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'success', data: { state: 'up' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const { migrations, database } = ready.json().data;
    expect(database.state).toBe('up');
    expect(migrations.applied).toBe(migrations.expected);
    expect(migrations.expected).toBeGreaterThan(0);
  });

  it('is not ready (503) while a migration has not run, though still live', async () => {
    const c = await createTestApp();
    try {
      await c.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      const ready = await c.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'error',
        message: 'Database migrations have not all run',
        data: { database: { state: 'up' }, migrations: { applied: 0 } },
      });
      expect((await c.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await c.close();
    }
  });

  it('is not ready (503) when the database does not answer', async () => {
    const c = await createTestApp();
    const close = c.database.close;
    await close();
    try {
      const ready = await c.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        message: 'Database unavailable',
        data: { database: { state: 'down' }, migrations: null },
      });
      expect((await c.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      c.database.close = async () => {};
      await c.close();
    }
  });
});
