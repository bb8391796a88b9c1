// node scripts/mutation-summary.mjs [report.json]: the mutation score per folder from Stryker's JSON report
// (reports/mutation/mutation.json), and exit 1 when a folder listed below scores under its minimum.
// Score = killed (incl. timeouts) / (killed + survived + no coverage); compile errors and ignored
// mutants do not count, as in Stryker's own report.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const MINIMUM = 85;
// The folders that must stay at or above the minimum, one line per folder under mutation.
const FOLDERS = ['apps/server/src/ledger', 'apps/server/src/modules/cycle'];

const root = resolve(import.meta.dirname, '..');
const reportPath = resolve(root, process.argv[2] ?? 'reports/mutation/mutation.json');
let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch {
  console.error(`No mutation report at ${relative(root, reportPath)}: run npm run test:mutation first.`);
  process.exit(2);
}

const KILLED = new Set(['Killed', 'Timeout']);
const byFolder = new Map();
for (const [file, { mutants }] of Object.entries(report.files)) {
  const folder = FOLDERS.find((f) => file.startsWith(`${f}/`)) ?? dirname(file);
  const row = byFolder.get(folder) ?? { killed: 0, survived: 0, noCoverage: 0, other: 0 };
  for (const m of mutants) {
    if (KILLED.has(m.status)) row.killed++;
    else if (m.status === 'Survived') row.survived++;
    else if (m.status === 'NoCoverage') row.noCoverage++;
    else row.other++;
  }
  byFolder.set(folder, row);
}

const score = (r) => {
  const detectable = r.killed + r.survived + r.noCoverage;
  return detectable === 0 ? 100 : (100 * r.killed) / detectable;
};
let failed = false;
console.log(
  'folder'.padEnd(36),
  'score'.padStart(7),
  'killed'.padStart(7),
  'survived'.padStart(9),
  'no cov'.padStart(7),
  'other'.padStart(6),
);
for (const [folder, r] of [...byFolder].sort(([a], [b]) => a.localeCompare(b))) {
  const s = score(r);
  const listed = FOLDERS.includes(folder);
  const low = listed && s < MINIMUM;
  failed ||= low;
  console.log(
    folder.padEnd(36),
    `${s.toFixed(1)}%`.padStart(7),
    String(r.killed).padStart(7),
    String(r.survived).padStart(9),
    String(r.noCoverage).padStart(7),
    String(r.other).padStart(6),
    low ? `  under ${MINIMUM}%` : '',
  );
}
for (const f of FOLDERS) {
  if (!byFolder.has(f)) {
    console.log(`${f}: not in the report`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
