#!/usr/bin/env node
// npm run test:mutation [-- group ...]: one Stryker run per folder group of stryker.config.mjs (all of
// them, or those named), each against its own tests, then the score per folder over every group's
// last report. Incremental: a rerun tests again only the mutants of changed code or changed tests.
import { existsSync } from 'node:fs';
import { groups } from '../stryker.config.mjs';
import { requireNode24, run } from './lib.mjs';

requireNode24();
const names = process.argv.slice(2);
for (const n of names) {
  if (!groups[n]) {
    console.error(`No mutation group "${n}". Groups: ${Object.keys(groups).join(', ')}`);
    process.exit(2);
  }
}
for (const name of names.length ? names : Object.keys(groups)) {
  console.log(`\n== mutation group: ${name}`);
  run('npx', ['stryker', 'run'], { env: { ...process.env, MUTATION_GROUP: name } });
}
const reports = Object.keys(groups)
  .map((n) => `reports/mutation/${n}.json`)
  .filter((f) => existsSync(f));
run('node', ['scripts/mutation-summary.mjs', ...reports]);
