// Lighthouse (mobile) on the signed-in dashboard of two or more builds of the web app, in one run: each
// build served by its own server (embedded database, demo content), measured in turn, round after
// round, so that all meet the same machine. Scores swing with the machine's load; the ratio of the
// builds' medians does much less.
//
//   node bench/dashboard-ab.mjs <web dist A> <web dist B> [<web dist C> …]   (LH_RUNS rounds, 5 by default)
//
// Build each with `npm run build` and copy apps/web/dist away between the two, to a folder inside the
// project (e.g. node_modules/.cache/web-a): the server render imports its packages from node_modules.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { measure, signIn, startWebServer, waitForHealth } from './lib/lighthouse.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const dists = process.argv.slice(2).map((d) => resolve(d));
if (dists.length < 2) {
  console.error('usage: node bench/dashboard-ab.mjs <web dist A> <web dist B> [<web dist C> …]');
  process.exit(2);
}

const servers = dists.map((webDist, i) => ({
  name: String.fromCharCode(65 + i),
  webDist,
  ...startWebServer({ port: 3131 + i, dataDir: `/tmp/lh-ab-${i}`, webDist }),
  runs: [],
}));
process.on('exit', () => {
  for (const s of servers) s.stop();
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let chrome;
try {
  for (const s of servers) await waitForHealth(s.origin);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  for (let round = 0; round < RUNS; round++) {
    // A to the last, then the last to A: no build always meets the machine in the same place.
    const order = round % 2 ? [...servers].reverse() : servers;
    for (const s of order) {
      await signIn(s.origin, chrome.port);
      const run = await measure(`${s.origin}/dashboard`, chrome.port, true);
      if (run.unmeasured) throw new Error(`${s.name}: ${run.unmeasured}`);
      s.runs.push(run);
      console.log(
        `${s.name} round ${round + 1}: ${run.performance}, TBT ${Math.round(run.tbt)} ms, LCP ${(run.lcp / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, JS ${run.jsKb.toFixed(1)} KB, load ${run.load.toFixed(1)}`,
      );
    }
  }
  console.log(`\nMedians of ${RUNS} rounds, load average ${loadavg()[0].toFixed(1)} at the end:`);
  const rows = servers.map((s) => ({
    name: s.name,
    score: median(s.runs.map((r) => r.performance)),
    tbt: median(s.runs.map((r) => r.tbt)),
    lcp: median(s.runs.map((r) => r.lcp)),
    fcp: median(s.runs.map((r) => r.fcp)),
    js: median(s.runs.map((r) => r.jsKb)),
  }));
  for (const r of rows)
    console.log(
      `${r.name} (${servers.find((s) => s.name === r.name)?.webDist}): score ${r.score}, TBT ${Math.round(r.tbt)} ms, LCP ${(r.lcp / 1000).toFixed(2)} s, FCP ${(r.fcp / 1000).toFixed(2)} s, JS ${r.js.toFixed(1)} KB`,
    );
  const [a, ...others] = rows;
  for (const o of others)
    console.log(`${o.name} / A: TBT ${(o.tbt / a.tbt).toFixed(2)}, LCP ${(o.lcp / a.lcp).toFixed(2)}`);
} finally {
  await chrome?.kill();
  for (const s of servers) s.stop();
}
