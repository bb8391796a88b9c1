// npm run typecheck: every workspace's TypeScript projects, checked by TypeScript 7, the compiler written
// in Go (package `typescript-native`, an alias of typescript@7), one project after another and on one
// thread each: `npm test` runs this beside Vitest on a 2-core machine, where a single-threaded check
// of the server took 9.3 s of CPU against 30.4 s for TypeScript 6 (docs/testing.md). TypeScript 6 stays
// the `typescript` package: editors and Stryker's TypeScript checker use its JavaScript API, which
// TypeScript 7 does not have.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { root } from './lib.mjs';

const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const projects = ['packages/shared', 'apps/server', 'apps/web', 'apps/web/src/sw'];

let failed = false;
for (const project of projects) {
  const r = spawnSync(process.execPath, [tsc, '--noEmit', '--singleThreaded', '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
