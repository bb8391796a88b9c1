// npm start: install what is missing, build the web app, then run the server (which migrates and seeds).
import { spawn } from 'node:child_process';
import { ensureInstalled, ensureWebBuilt, requireNode24, root } from './lib.mjs';

requireNode24();
ensureInstalled();
ensureWebBuilt();
const server = spawn(process.execPath, ['apps/server/src/main.ts'], { stdio: 'inherit', cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
