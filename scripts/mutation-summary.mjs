#!/usr/bin/env node
// Prints the mutation score per folder from Stryker's JSON report(s) and exits 1 when a folder is under
// the threshold (85% unless --threshold N). Several reports may be given (e.g. one per folder, from
// narrowed runs): a file's mutants are taken from the last report that holds the file.
//   node scripts/mutation-summary.mjs [--threshold 85] [report.json ...]
// Score = detected / (detected + undetected): killed and timed-out mutants are detected; survivors and
// mutants no test runs are not; mutants that do not compile, are ignored or disabled do not count.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';

const args = process.argv.slice(2);
let threshold = 85;
const reports = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--threshold') threshold = Number(args[++i]);
  else reports.push(args[i]);
}
if (reports.length === 0) reports.push('reports/mutation/mutation.json');

const files = new Map();
for (const report of reports) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  for (const [path, file] of Object.entries(json.files)) files.set(path, file);
}

const folders = new Map();
const row = (name) => {
  if (!folders.has(name)) folders.set(name, { killed: 0, timeout: 0, survived: 0, noCoverage: 0, other: 0 });
  return folders.get(name);
};
for (const [path, file] of files) {
  const r = row(dirname(path));
  for (const m of file.mutants) {
    if (m.status === 'Killed') r.killed++;
    else if (m.status === 'Timeout') r.timeout++;
    else if (m.status === 'Survived') r.survived++;
    else if (m.status === 'NoCoverage') r.noCoverage++;
    else r.other++;
  }
}

const score = (r) => {
  const detected = r.killed + r.timeout;
  const total = detected + r.survived + r.noCoverage;
  return total === 0 ? 100 : (100 * detected) / total;
};
const lines = [['folder', 'score', 'killed', 'timeout', 'survived', 'no cover', 'not counted']];
let failed = false;
for (const [name, r] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  const s = score(r);
  if (s < threshold) failed = true;
  lines.push([
    name,
    `${s.toFixed(1)}%${s < threshold ? ' !' : ''}`,
    r.killed,
    r.timeout,
    r.survived,
    r.noCoverage,
    r.other,
  ]);
}
const widths = lines[0].map((_, c) => Math.max(...lines.map((l) => String(l[c]).length)));
for (const l of lines) console.log(l.map((v, c) => String(v).padEnd(widths[c])).join('  '));
if (failed) {
  console.error(`\nA folder (marked !) is under ${threshold}%.`);
  process.exit(1);
}
