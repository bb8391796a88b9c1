// npm run test:unit: install what is missing, then Vitest (arguments are passed on, e.g. a file or --project).
import { ensureInstalled, requireNode24, run, useCompileCache } from './lib.mjs';

requireNode24();
useCompileCache();
ensureInstalled();
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
