// Where the dashboard's first load spends the phone's CPU: the signed-in demo member opens /dashboard in
// Chromium with the CPU slowed 4x (Lighthouse's mobile profile), and a CPU profile of the load is summed
// by function and by file. Lighthouse's scores say how slow; this says in what.
//
//   node bench/dashboard-profile.mjs <web dist> [runs]
//
// Build the web app unminified so the functions keep their names:
//   (cd apps/web && npx vite build --minify false --outDir ../../node_modules/.cache/web-unmin)
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { MEMBER, startWebServer, waitForHealth } from './lib/lighthouse.mjs';

const dist = process.argv[2] && resolve(process.argv[2]);
const RUNS = Number(process.argv[3] ?? 2);
if (!dist) {
  console.error('usage: node bench/dashboard-profile.mjs <web dist> [runs]');
  process.exit(2);
}
const server = startWebServer({ port: 3141, dataDir: '/tmp/dashboard-profile', webDist: dist });
const { origin } = server;

/** Sums a CPU profile's samples by a key of each sample's frame. */
function sum(profile, keyOf) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const key = keyOf(byId.get(id).callFrame);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}
const file = (url) => url.replace(/.*\//, '');
const ms = (us) => `${Math.round(us / 1000)} ms`;

try {
  await waitForHealth(origin);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  for (let run = 1; run <= RUNS; run++) {
    // A first visit: a new context, no service worker, the member signed in as the app stores it.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const res = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    const { data } = await res.json();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((user) => localStorage.setItem('tf.user', JSON.stringify(user)), data);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor({ timeout: 60_000 });
    const heading = Date.now() - started;
    await page.waitForTimeout(5_000);
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`\nrun ${run}: the greeting after ${heading} ms (5 s more profiled)`);
    console.log(
      `by file: ${sum(profile, (f) => file(f.url) || f.functionName)
        .slice(0, 10)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join(' | ')}`,
    );
    console.log('by function (self time):');
    for (const [k, v] of sum(
      profile,
      (f) => `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber}`,
    )
      .filter(([k]) => !k.startsWith('(idle)'))
      .slice(0, 25))
      console.log(`${ms(v).padStart(8)}  ${k}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.stop();
}
