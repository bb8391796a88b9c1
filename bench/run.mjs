// npm run bench [name…]: the request-path benchmark (bench/http.ts: bench/results/<date>.md and the summary
// in docs/benchmarks.md), or the benchmarks named (`npm run bench -- transactions admin-members`, or `all`
// for every one in bench/). Extra flags after `--` that start with `--` (e.g. --quick, --postgres) are
// passed to each benchmark.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const all = readdirSync(here)
  .filter((f) => /\.(ts|mjs)$/.test(f) && f !== 'run.mjs')
  .sort();
const args = process.argv.slice(2);
const flags = args.filter((a) => a.startsWith('--'));
const names = args.filter((a) => !a.startsWith('--'));
const chosen = names.includes('all')
  ? all
  : all.filter((f) => (names.length ? names : ['http']).includes(f.replace(/\.(ts|mjs)$/, '')));
if (names.length && !names.includes('all') && chosen.length !== names.length) {
  console.error(`Unknown benchmark. Choose from: ${all.map((f) => f.replace(/\.(ts|mjs)$/, '')).join(', ')}`);
  process.exit(2);
}
for (const file of chosen) {
  console.log(`\n== ${file}`);
  const r = spawnSync(process.execPath, [join(here, file), ...flags], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
