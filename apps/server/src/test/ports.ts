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
