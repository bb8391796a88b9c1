// Lighthouse (mobile) on the landing page (prerendered) and on a member's dashboard, served by
// `npm start`, plus the JavaScript and CSS each downloads (compressed, as sent). Writes bench/results/landing.md.
//
//   node bench/landing-lighthouse.mjs            (PORT 3125, DATA_DIR /tmp/lh-data, system Chromium)
//   CHROME_PATH=/path/to/chrome node bench/landing-lighthouse.mjs
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { measure, signIn, waitForHealth } from './lib/lighthouse.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.LH_PORT ?? '3125';
const DATA_DIR = process.env.LH_DATA_DIR ?? '/tmp/lh-data';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LH_RUNS ?? 3);
/**
 * The budgets of issue 15: the landing page scores 98 on a quiet machine and 95 on a busy one (load
 * average above the CPU count) with at most 100 KB of JavaScript; the signed-in dashboard scores 90.
 */
const BUSY = loadavg()[0] > cpus().length;
const PAGES = [
  { path: '/', name: 'Landing page (/)', performance: BUSY ? 95 : 98, jsKb: 100 },
  { path: '/dashboard', name: 'Dashboard (/dashboard, signed in)', performance: 90, jsKb: undefined },
];
const origin = `http://localhost:${PORT}`;

rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT, DATA_DIR, LOG_LEVEL: 'warn', JOBS: 'off' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

let chrome;
try {
  await waitForHealth(origin);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const sections = [];
  let pass = true;
  for (const target of PAGES) {
    const signedIn = target.path !== '/';
    const runs = [];
    const unmeasured = [];
    // A run in which Lighthouse could not compute a metric has no score (not a score of 0): it is
    // repeated, at most RUNS more times, and reported with Lighthouse's reason.
    while (runs.length < RUNS && unmeasured.length < RUNS) {
      // The member's session is the app's stored user (localStorage); the HTTP cache is emptied so each
      // run downloads the app as a first visit does.
      if (signedIn) await signIn(origin, chrome.port);
      const run = await measure(`${origin}${target.path}`, chrome.port, signedIn);
      if (run.unmeasured) unmeasured.push(run.unmeasured);
      else runs.push(run);
    }
    if (runs.length < RUNS) throw new Error(`${target.path} could not be measured: ${unmeasured.join('; ')}`);
    // The median run by performance score.
    const m = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    const ok = m.performance >= target.performance && (target.jsKb === undefined || m.jsKb <= target.jsKb);
    pass &&= ok;
    sections.push(section(target, m, runs, ok, unmeasured));
  }
  const load = loadavg()[0];
  const md = `# Landing page and dashboard — Lighthouse, mobile

Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/landing-lighthouse.mjs\`: Lighthouse
(default mobile profile: emulated mid-range phone, simulated slow 4G), system Chromium headless, against \`npm start\`
(PORT ${PORT}, a fresh DATA_DIR, production build served with precompressed brotli; the public pages prerendered).
Median of ${RUNS} runs by score. Machine: ${cpus().length} CPUs, load average ${load.toFixed(1)} at the end
(${BUSY ? 'busy' : 'quiet'} at the start: budgets for a ${BUSY ? 'busy' : 'quiet'} machine).
Timings (and so the scores) scale with how busy the machine is; the transferred sizes do not.

${sections.join('\n')}
Result: ${pass ? 'within budget' : 'OVER BUDGET'}.
`;
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(join(root, 'bench/results/landing.md'), md);
  console.log(md);
  process.exitCode = pass ? 0 : 1;
} finally {
  await chrome?.kill();
  stopServer();
}

function section(target, m, runs, ok, unmeasured) {
  const ms = (v) => `${(v / 1000).toFixed(2)} s`;
  return `## ${target.name}

| metric | value | budget |
|---|---|---|
| performance score | **${m.performance}** | ≥ ${target.performance} |
| JavaScript transferred (compressed, with headers) | **${m.jsKb.toFixed(1)} KB** in ${m.jsFiles} files | ${target.jsKb ? `≤ ${target.jsKb} KB` : ''} |
| CSS transferred (compressed) | ${m.cssKb.toFixed(1)} KB | |
| everything transferred | ${m.totalKb.toFixed(1)} KB | |
| First Contentful Paint | ${ms(m.fcp)} | |
| Largest Contentful Paint | ${ms(m.lcp)} | |
| Speed Index | ${ms(m.si)} | |
| Total Blocking Time | ${Math.round(m.tbt)} ms | |
| Cumulative Layout Shift | ${m.cls.toFixed(3)} | |
| YouTube requested before play | ${m.youtube ? 'yes' : 'no'} | no |

All runs (score / JS KB / TBT / load average): ${runs.map((r) => `${r.performance} / ${r.jsKb.toFixed(1)} / ${Math.round(r.tbt)} ms / ${r.load.toFixed(1)}`).join(', ')}.
Lighthouse ${m.lighthouse}, benchmark index ${Math.round(m.benchmarkIndex)} (a quiet laptop scores about 1,000-2,000).
Main-thread work of the median run: ${m.mainThread}. ${ok ? 'Within budget.' : 'Over budget.'}
${unmeasured.length ? `\nRuns Lighthouse could not score, repeated: ${unmeasured.join('; ')}.\n` : ''}`;
}
