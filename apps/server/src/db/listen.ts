import pg from 'pg';
import type { Database } from './client.ts';

/**
 * LISTENs on a PostgreSQL channel until the returned function is called: every instance of the server
 * hears what any of them announces with pg_notify, once its transaction commits. PGlite in-process; on
 * PostgreSQL one dedicated connection, replaced when lost (onLost is told each time).
 */
export async function listenOn(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, onPayload);
    // A database closed before the app (a test, a failed start) has no listener left to end.
    return () => unlisten().catch(() => {});
  }
  const pool = database.pool;
  if (!pool) return async () => {};
  // Its own connection, beside the pool (with the pool's settings): a LISTEN holds its connection for
  // the server's life, which would take a slot of the pool and keep the pool from ever ending.
  const options = (pool as pg.Pool & { options: pg.ClientConfig }).options;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (m: pg.Notification) => {
    if (m.channel === channel) onPayload(m.payload ?? '');
  };
  // A lost connection (PostgreSQL restarted, network drop) is replaced; what was announced meanwhile
  // is missed, so each listener says how it catches up (the badge: the app's refresh on focus).
  const connect = async (): Promise<void> => {
    const c = new pg.Client(options);
    // Lost once: the error event and a failing query may both report the same loss.
    let lost = false;
    const lose = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      onLost(err);
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    c.on('error', lose);
    try {
      await c.connect();
      if (stopped) {
        await c.end();
        return;
      }
      c.on('notification', onNotification);
      client = c;
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      lose(err);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    if (!c) return;
    c.removeListener('notification', onNotification);
    await c.query(`UNLISTEN ${channel}`).catch(() => {});
    await c.end().catch(() => {});
  };
}
