import pg from 'pg';

/** Where a connection was when it ended: waiting in the pool, or checked out by a transaction. */
export type ConnectionState = 'idle' | 'in use';

/** Told each time PostgreSQL ends one of the pool's connections (a failover, a restart, a timeout). */
export type OnConnectionLost = (err: unknown, state: ConnectionState) => void;

/**
 * The pg pool, made safe against connections that end under it. node-postgres reports a connection
 * ended by the server (`pg_terminate_backend`, a restart, `idle_in_transaction_session_timeout`)
 * between two statements as an `error` event on its client. The pool listens on its idle clients
 * only: a client checked out by `pool.connect()` (every drizzle transaction) has no listener, and
 * an `error` event without one ends the process. So:
 * - every client gets a listener of its own when it is made, for its whole life;
 * - a checked-out client whose connection ends is given back to the pool at once, marked broken,
 *   as `pool.query` does with its own client: the pool drops it and makes a new one on demand. The
 *   transaction that held it fails on its next statement ("not queryable", a 503 to the request),
 *   and its later `release()` does nothing. Without this, a transaction whose `begin` failed never
 *   released its client (drizzle releases only after `begin`), and each such loss kept a slot of the
 *   pool until it ran dry.
 */
export class GuardedPool extends pg.Pool {
  private readonly onLost: OnConnectionLost;

  constructor(config: pg.PoolConfig, onLost: OnConnectionLost) {
    super(config);
    this.onLost = onLost;
    this.on('error', (err) => onLost(err, 'idle'));
    // 'connect' is emitted once per new client, before it is first handed out.
    this.on('connect', (client) => client.on('error', () => {}));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out through the callback form and handles its client's errors itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => this.guard(client));
  }

  private guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let released = false;
    const giveBack = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      release(err);
    };
    const onError = (err: Error) => {
      this.onLost(err, 'in use');
      giveBack(err);
    };
    client.on('error', onError);
    client.release = giveBack;
    return client;
  }
}
