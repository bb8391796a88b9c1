import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder in front of a server (PostgreSQL) that a test can cut and restore, so that "the
 * database went away" is tested without stopping a database other people use. cut() closes the
 * listening port and every open connection (as a stopped server would); restore() listens again on
 * the same port. stall() keeps the port open but stops passing bytes, as a server that hangs does.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let stalled = false;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        if (stalled) {
          // Accepted and never answered: the client's connect timeout has to give up.
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => client.destroy());
          return;
        }
        const upstream = connect(target.port, target.host);
        for (const sock of [client, upstream]) {
          sockets.add(sock);
          sock.on('close', () => sockets.delete(sock));
          sock.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });
  const cut = async () => {
    const s = server;
    server = undefined;
    for (const sock of sockets) sock.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  const stall = () => {
    stalled = true;
    for (const sock of sockets) {
      sock.unpipe();
      sock.pause();
    }
  };
  const restore = async () => {
    if (stalled) {
      stalled = false;
      for (const sock of sockets) sock.destroy();
      sockets.clear();
    }
    if (!server) await listen();
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    stall,
    restore,
    close: cut,
  };
}
