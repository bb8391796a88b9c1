// npm run dev: the API server with --watch on :3000 and Vite's dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';
import { ensureInstalled, requireNode24, root } from './lib.mjs';

requireNode24();
ensureInstalled();
const children = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { stdio: 'inherit', cwd: root }),
  spawn('npm', ['run', 'dev', '-w', '@trust/web'], { stdio: 'inherit', cwd: root }),
];
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    for (const c of children) c.kill(sig);
  });
