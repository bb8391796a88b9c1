import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, waitForHealth } from '/work/main/bench/lib/lighthouse.mjs';
const dist = process.argv[2];
const port = 3171;
const child = spawn(process.execPath, ['apps/server/src/main.ts'], { cwd: '/work/main', env: { ...process.env, PORT: String(port), DATA_DIR: '/tmp/lh-detail', WEB_DIST: dist, LOG_LEVEL: 'warn', JOBS: 'off' }, stdio: ['ignore', 'ignore', 'inherit'] });
const origin = `http://localhost:${port}`;
try {
  await waitForHealth(origin);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  for (let i = 0; i < Number(process.env.N ?? 2); i++) {
    await signIn(origin, chrome.port);
    const { lhr } = await lighthouse(`${origin}/dashboard`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const a = lhr.audits;
    console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
    const lcpEl = Object.keys(a).filter(k=>k.includes('lcp')||k.includes('largest'));console.log(lcpEl); const bd = a['lcp-breakdown-insight'] ?? a['largest-contentful-paint-element'];
    console.log(JSON.stringify(bd?.details ?? null).slice(0, 2500));
    for (const r of a['network-requests'].details.items) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, Math.round((r.transferSize??0)/1024)+'KB', r.url.replace(origin,'').slice(0,70));
    const tree = a['network-dependency-tree-insight']?.details; console.log(JSON.stringify(tree).slice(0,3000));
    const chains = undefined;
    const walk = (c, d) => { for (const [k, v] of Object.entries(c ?? {})) { console.log(' '.repeat(d*2) + v.request.url.replace(origin,''), Math.round((v.request.endTime - v.request.startTime)*1000), 'ms', Math.round(v.request.transferSize/1024), 'KB'); walk(v.children, d+1); } };
    walk(chains?.chains, 0);
    console.log('longest', JSON.stringify(chains?.longestChain));
  }
  await chrome.kill();
} finally { child.kill('SIGTERM'); }
