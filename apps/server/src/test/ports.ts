import { createServer } from 'node:net';

/**
 * A port nothing listens on now, chosen by the operating system, for a process of the test's own
 * (a server, a Redis). The system picks from its ephemeral range, which holds none of the ports
 * fetch refuses as unsafe (4045, 6000, 6665-6669, 10080...): a port computed from a base and the
 * pid once landed on 4045, and every call to that server failed with "bad port".
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Whether nothing listens on `port` now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive ports nothing listens on now (the first is answered), for a process that takes
 * a port and the ones after it (scripts/cluster.mjs: nginx, then one port per instance). A fixed port
 * was taken once by an nginx a stopped run had left behind, and the next run could not start.
 */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await freePort();
    const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => isFree(first + 1 + i)));
    if (rest.every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}
