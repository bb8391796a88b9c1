// One Lighthouse run (mobile) of the signed-in dashboard of a web build, read in detail: the Largest
// Contentful Paint's element and its parts, the long tasks, and every request with its start and end.
// The scores say how far the dashboard is; this says where its time goes.
//   node bench/dashboard-detail.mjs <web dist>     (writes the full report to /tmp/dashboard-lhr.json)
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, startWebServer, waitForHealth } from './lib/lighthouse.mjs';

const dist = process.argv[2];
if (!dist) {
  console.error('usage: node bench/dashboard-detail.mjs <web dist>');
  process.exit(2);
}
const server = startWebServer({ port: 3141, dataDir: '/tmp/lh-detail', webDist: dist });
const { origin } = server;
let chrome;
try {
  await waitForHealth(origin);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  await signIn(origin, chrome.port);
  const { lhr } = await lighthouse(`${origin}/dashboard`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  writeFileSync('/tmp/dashboard-lhr.json', JSON.stringify(lhr));
  const a = lhr.audits;
  const ms = (id) => Math.round(a[id].numericValue);
  console.log(
    `score ${Math.round(lhr.categories.performance.score * 100)}: FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms (simulated)`,
  );
  const [parts, element] = a['lcp-breakdown-insight']?.details?.items ?? [];
  console.log(`\nLargest Contentful Paint: ${element?.items?.[0]?.nodeLabel ?? element?.nodeLabel ?? '?'}`);
  for (const p of parts?.items ?? []) console.log(`  ${p.label}: ${Math.round(p.duration)} ms`);
  console.log('\nLong tasks (observed, ms from the start):');
  for (const t of a['long-tasks'].details.items)
    console.log(`  ${Math.round(t.startTime)} +${Math.round(t.duration)}  ${t.url.replace(origin, '')}`);
  console.log('\nRequests (observed, ms from the start):');
  for (const r of a['network-requests'].details.items)
    console.log(
      `  ${Math.round(r.networkRequestTime)} → ${Math.round(r.networkEndTime)}  ${r.resourceType}  ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB  ${r.url.replace(origin, '').slice(0, 80)}`,
    );
} finally {
  await chrome?.kill();
  server.stop();
}
