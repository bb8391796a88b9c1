import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import type { ChatIo } from './socket-types.ts';

/** How long a starting server waits for Redis before it goes on without it. */
const CONNECT_WAIT_MS = 2_000;
/**
 * Commands that may wait for a Redis that is away (events for the other instances): they go out when
 * it is back. Beyond this many, newer ones are dropped rather than held in memory for a long outage.
 */
const OFFLINE_QUEUE_MAX = 10_000;
/** A presence question (who is online, on every instance) waits this long for Redis, then asks only here. */
const PRESENCE_WAIT_MS = 1_500;
/** How long a closing server waits for Redis to take its last commands. */
const CLOSE_WAIT_MS = 1_000;

/**
 * The adapter publishes and subscribes without waiting on the answer. While Redis is away those
 * commands wait in the client's queue (sent when it is back); a full queue, a lost connection or a
 * closing app rejects them, and an unhandled rejection would end the process. Marking them handled
 * keeps that quiet; the outage itself is logged once (below).
 */
function quietFireAndForget(client: object): void {
  const target = client as unknown as Record<string, unknown>;
  for (const name of ['publish', 'subscribe', 'pSubscribe', 'sSubscribe', 'unsubscribe', 'pUnsubscribe']) {
    const original = target[name];
    if (typeof original !== 'function') continue;
    target[name] = (...args: unknown[]) => {
      const pending = (original as (...a: unknown[]) => unknown).apply(client, args);
      if (pending instanceof Promise) pending.catch(() => {});
      return pending;
    };
  }
}

/** The chat's two Redis connections (publish and subscribe) and whether Redis answers now. */
export interface ChatRedis {
  /** The publishing client, which the send limit (rate-limit.ts) also counts in. */
  pub: unknown;
  /** True while the connection is up. */
  ready(): boolean;
  close(): Promise<void>;
}

/**
 * Connects the chat to Redis and puts the Redis adapter on `io`, so rooms, presence and the send
 * limit span every instance. A Redis that is down when the server starts does not stop it (as the
 * rate limits, auth/rate-limit.ts): after a short wait the server goes on, and the clients connect
 * when Redis comes back. One warning when Redis goes away and one when it is back.
 */
export async function attachRedisAdapter(
  io: ChatIo,
  url: string,
  prefix: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ChatRedis> {
  const pub = createClient({
    url,
    commandsQueueMaxLength: OFFLINE_QUEUE_MAX,
    socket: { connectTimeout: 5_000 },
  });
  const sub = pub.duplicate();
  let away = false;
  // The clients reconnect on their own; an error event without a listener would end the process.
  pub.on('error', () => {
    if (away) return;
    away = true;
    log.warn('Redis unavailable: chat reaches the sockets of this server only until it is back');
  });
  pub.on('ready', () => {
    if (!away) return;
    away = false;
    log.warn('Redis is back: chat reaches every server instance again');
  });
  sub.on('error', () => {});
  const connecting = Promise.all([pub.connect(), sub.connect()]).catch(() => {});
  await Promise.race([connecting, new Promise((r) => setTimeout(r, CONNECT_WAIT_MS).unref())]);
  quietFireAndForget(pub);
  quietFireAndForget(sub);
  io.adapter(createAdapter(pub, sub, { key: prefix, requestsTimeout: 3000 }));
  return {
    pub,
    ready: () => pub.isReady,
    // Leaves politely (what is under way is sent), but a closing server waits at most a second for it.
    close: async () => {
      const polite = Promise.allSettled([sub, pub].map((c) => (c.isReady ? c.close() : c.destroy())));
      await Promise.race([polite, new Promise((r) => setTimeout(r, CLOSE_WAIT_MS).unref())]);
      for (const c of [sub, pub]) if (c.isOpen) c.destroy();
    },
  };
}

/**
 * The sockets in these rooms on every instance, or on this one alone while Redis is away (at once) or
 * slow to answer (after PRESENCE_WAIT_MS): a message is still stored and sent here, never held up.
 */
export async function socketsEverywhere(io: ChatIo, redis: ChatRedis | undefined, targets: string[]) {
  const here = () => io.local.in(targets).fetchSockets();
  if (!redis) return io.in(targets).fetchSockets();
  if (!redis.ready()) return here();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      io.in(targets).fetchSockets(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer')), PRESENCE_WAIT_MS);
      }),
    ]);
  } catch {
    return here();
  } finally {
    clearTimeout(timer);
  }
}
