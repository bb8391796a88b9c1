// npm run bench [name…]: runs the benchmarks in bench/ one after another (each writes its results under
// bench/results/), or only those named (`npm run bench -- transactions admin-members`). Extra flags
// after `--` that start with `--` (e.g. --postgres) are passed to each benchmark.
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
const chosen = names.length ? all.filter((f) => names.includes(f.replace(/\.(ts|mjs)$/, ''))) : all;
if (names.length && chosen.length !== names.length) {
  console.error(`Unknown benchmark. Choose from: ${all.map((f) => f.replace(/\.(ts|mjs)$/, '')).join(', ')}`);
  process.exit(2);
}
for (const file of chosen) {
  console.log(`\n== ${file}`);
  const r = spawnSync(process.execPath, [join(here, file), ...flags], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
