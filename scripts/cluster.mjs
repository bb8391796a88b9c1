// node scripts/cluster.mjs [--instances 2] [--port 8080]
// Runs N server instances behind nginx on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL),
// every instance with the job schedule on (pg-boss runs each tick once). nginx is the Debian package;
// it is installed when missing and this runs as root. Ctrl-C stops everything.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';

const NGINX = '/usr/sbin/nginx';

/** nginx from Debian, installed when missing (as root); otherwise a message saying how. */
export function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() === 0) {
    console.log('Installing nginx from Debian');
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(NGINX))
    throw new Error('nginx is not installed: run `apt-get install -y nginx` (Debian package nginx)');
  return NGINX;
}

/** Resolves when `url` answers, or rejects after `ms`. */
async function reachable(url, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    if (Date.now() > end) throw new Error(`${what} did not answer at ${url} within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts `instances` servers on ports port+1… and nginx on `port`. Answers the nginx address, each
 * instance's address and output, and stop().
 */
export async function startCluster({ instances = 2, port = 8080, env = {} } = {}) {
  const nginx = ensureNginx();
  const DATABASE_URL = env.DATABASE_URL ?? process.env.DATABASE_URL;
  const REDIS_URL = env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!DATABASE_URL) throw new Error('Set DATABASE_URL to the PostgreSQL database the instances share');
  const prefix = mkdtempSync(join(tmpdir(), 'trust-cluster-'));
  const servers = [];
  const stopAll = async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    try {
      execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-s', 'quit'], {
        stdio: 'ignore',
      });
    } catch {}
    // nginx quits asynchronously: its folder goes once its pid file has.
    for (let i = 0; i < 50 && existsSync(join(prefix, 'nginx.pid')); i++)
      await new Promise((r) => setTimeout(r, 100));
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // The first instance migrates and seeds alone; the others start once it answers. Each has a data folder
    // of its own, as on separate machines: what they share (sessions, push keys, jobs) is in PostgreSQL.
    for (let i = 1; i <= instances; i++) {
      const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          JOBS: 'on',
          ...env,
          DATABASE_URL,
          REDIS_URL,
          PORT: String(port + i),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATA_DIR: join(prefix, `instance-${i}`),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server = { url: `http://127.0.0.1:${port + i}`, child, out: '' };
      server.exited = new Promise((r) => child.once('exit', r));
      child.stdout.on('data', (d) => {
        server.out += d;
      });
      child.stderr.on('data', (d) => {
        server.out += d;
      });
      servers.push(server);
      await reachable(`${server.url}/api/health`, 120_000, `instance ${i}`).catch((e) => {
        throw new Error(`${e.message}\n${server.out}`);
      });
    }
    for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      mkdirSync(join(prefix, d), { recursive: true });
    const upstreams = servers.map((s) => `    server ${s.url.slice('http://'.length)};`).join('\n');
    const conf = readFileSync(join(root, 'scripts/cluster/nginx.conf.template'), 'utf8')
      .replaceAll('{{PREFIX}}', prefix)
      .replaceAll('{{PORT}}', String(port))
      .replaceAll('{{SERVERS}}', upstreams);
    writeFileSync(join(prefix, 'nginx.conf'), conf);
    execFileSync(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
    const url = `http://127.0.0.1:${port}`;
    await reachable(`${url}/api/health`, 30_000, 'nginx');
    return { url, servers, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
  });
  const cluster = await startCluster({ instances: Number(values.instances), port: Number(values.port) });
  console.log(`Trust Fund on ${cluster.servers.length} instances behind nginx at ${cluster.url}`);
  for (const s of cluster.servers) console.log(`  instance ${s.url}`);
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
