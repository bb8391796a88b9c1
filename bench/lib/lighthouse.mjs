// Lighthouse on the app, shared by bench/landing-lighthouse.mjs and bench/dashboard-ab.mjs: the demo
// member's sign-in as the app stores it, one measured run, and waiting for a server to answer.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The server (its source, no build step) serving one web build on `port` from a fresh data folder:
 * the embedded database with the demo content, no scheduled jobs, warnings only. Answers its origin,
 * the child process, and `stop()`; wait for it with waitForHealth(origin).
 */
export function startWebServer({ port, dataDir, webDist }) {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: resolve(webDist),
      LOG_LEVEL: 'warn',
      JOBS: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { origin: `http://localhost:${port}`, child, stop: () => child.kill('SIGTERM') };
}

/** The seeded demo member (apps/server/src/seed/accounts.ts). */
export const MEMBER = { email: 'ada@demo.trustfund.ng', password: 'Member@2026' };

export async function waitForHealth(origin, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer at ${origin}`);
}

/** Signs the demo member in and stores the session in the browser as the app's login does. */
export async function signIn(origin, port) {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const { data } = await res.json();
  if (!res.ok || !data) throw new Error(`the demo member could not sign in (${res.status})`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  // An address that answers JSON, not the app: a page of the app would download its shared chunks,
  // and those still in flight when the cache is emptied would be served from it to the measured run.
  await page.goto(`${origin}/api/health`);
  await page.evaluate((user) => localStorage.setItem('tf.user', JSON.stringify(user)), data);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  // The service worker an earlier run registered keeps the app's files (src/sw/sw.ts): it would serve
  // them to this run from its cache, which is not a first visit (and weighs 0 KB).
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await page.close();
  await browser.close();
}

export async function measure(url, port, keepStorage) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The dashboard needs the stored session; Lighthouse clears storage otherwise.
    disableStorageReset: keepStorage,
  });
  const lhr = result.lhr;
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  if (lhr.categories.performance.score == null) {
    const why = Object.values(lhr.audits)
      .filter((a) => a.scoreDisplayMode === 'error' && a.errorMessage)
      .map((a) => `${a.id}: ${a.errorMessage}`);
    return {
      unmeasured: [lhr.runtimeError?.message, ...why].filter(Boolean).slice(0, 3).join(', ') || 'no score',
    };
  }
  const requests = lhr.audits['network-requests'].details.items;
  const weigh = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    si: lhr.audits['speed-index'].numericValue,
    jsKb: weigh('Script'),
    cssKb: weigh('Stylesheet'),
    jsFiles: requests.filter((r) => r.resourceType === 'Script').length,
    totalKb: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    youtube: requests.some((r) => /youtube/.test(r.url)),
    lighthouse: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load: loadavg()[0],
    mainThread: (lhr.audits['mainthread-work-breakdown'].details?.items ?? [])
      .slice(0, 4)
      .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`)
      .join(', '),
  };
}
