import { AUTH_MESSAGES } from '@trust/shared';
import { createClient } from 'redis';
import type { Clock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';

/**
 * Counters in fixed windows of the app clock (so tests move time instead of sleeping).
 * In memory for one server; in Redis when REDIS_URL is set, so every instance shares the counts.
 */
export interface CounterStore {
  /** Adds `by` to the counter of `key` in its window and returns the new count. */
  add(key: string, by: number, windowMs: number): Promise<number>;
  get(key: string, windowMs: number): Promise<number>;
  reset(key: string, windowMs: number): Promise<void>;
  /** Stores a number under `key` for `ttlMs` (a time to wait until, a remembered address). */
  put(key: string, value: number, ttlMs: number): Promise<void>;
  /** The number stored by put, or 0 once it expired or was never stored. */
  read(key: string): Promise<number>;
  close(): Promise<void>;
}

export interface Limit {
  /** Counter family, e.g. "login-ip". */
  name: string;
  max: number;
  windowMs: number;
  /** The refusal's text, when it is not the general "Too many attempts". */
  message?: string;
}

const MINUTE = 60_000;

/**
 * Per IP generous (many members share one carrier-NAT address), per account strict
 * (docs/domain-rules.md "Accounts and sessions").
 */
export const REGISTRATIONS_MESSAGE =
  'Too many new accounts have been opened from your network this hour. Please try again later.';

export const limitsFor = (perIpPerMinute: number, registrationsPerHour = 30) => ({
  ip: (call: string): Limit => ({ name: `${call}-ip`, max: perIpPerMinute, windowMs: MINUTE }),
  /** Wrong passwords for one account from one client address (see login-throttle.ts). */
  failedLogins: { name: 'login-fail', max: 5, windowMs: 15 * MINUTE } as Limit,
  /** Wrong passwords for one account from every address together, before each attempt must wait. */
  failedLoginsPerAccount: { name: 'login-acct-fail', max: 10, windowMs: 24 * 60 * MINUTE } as Limit,
  failedPasswordChecks: { name: 'password-fail', max: 5, windowMs: 15 * MINUTE } as Limit,
  accountMails: { name: 'account-mail', max: 3, windowMs: 60 * MINUTE } as Limit,
  /** Accounts opened from one client address (counted when an account is created). */
  registrationsPerAddress: {
    name: 'register-ip-hour',
    max: registrationsPerHour,
    windowMs: 60 * MINUTE,
    message: REGISTRATIONS_MESSAGE,
  } as Limit,
});

/**
 * Fails open as a last resort: when the counter store cannot answer, attempts are allowed and the
 * error is reported, so an outage of the counters never locks every member out. With REDIS_URL the
 * store is a fallbackStore, which answers from this process's own counters while Redis is away.
 */
export class RateLimiter {
  readonly store: CounterStore;
  readonly clock: Clock;
  readonly onStoreError: (e: unknown) => void;
  constructor(store: CounterStore, clock: Clock, onStoreError: (e: unknown) => void = () => {}) {
    this.store = store;
    this.clock = clock;
    this.onStoreError = onStoreError;
  }

  private async safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (e) {
      this.onStoreError(e);
      return fallback;
    }
  }

  private key(limit: Limit, id: string) {
    const window = Math.floor(this.clock.now().getTime() / limit.windowMs);
    return `rl:${limit.name}:${id.toLowerCase()}:${window}`;
  }

  private tooMany(limit: Limit): ApiError {
    const now = this.clock.now().getTime();
    const retryAfter = Math.ceil((limit.windowMs - (now % limit.windowMs)) / 1000);
    return new ApiError(429, limit.message ?? AUTH_MESSAGES.tooMany, { retry_after: retryAfter });
  }

  /** Counts one attempt; throws 429 once more than `max` were made in the window. */
  async hit(limit: Limit, id: string): Promise<void> {
    const count = await this.safely(() => this.store.add(this.key(limit, id), 1, limit.windowMs), 0);
    if (count > limit.max) throw this.tooMany(limit);
  }

  /** Throws 429 when `max` failures are already counted (without counting this attempt). */
  async check(limit: Limit, id: string): Promise<void> {
    const count = await this.safely(() => this.store.get(this.key(limit, id), limit.windowMs), 0);
    if (count >= limit.max) throw this.tooMany(limit);
  }

  /** Counts a failure (wrong password). */
  async fail(limit: Limit, id: string): Promise<void> {
    await this.safely(() => this.store.add(this.key(limit, id), 1, limit.windowMs), 0);
  }

  /** Forgets the failures of an account after it proved its password. */
  async clear(limit: Limit, id: string): Promise<void> {
    await this.safely(() => this.store.reset(this.key(limit, id), limit.windowMs), undefined);
  }

  /** Counts a failure and answers the count so far in the window. */
  async count(limit: Limit, id: string): Promise<number> {
    return this.safely(() => this.store.add(this.key(limit, id), 1, limit.windowMs), 0);
  }

  private mark(name: string, id: string) {
    return `rl:${name}:${id.toLowerCase()}`;
  }

  /** Throws 429 (with the seconds left) while the wait set by holdUntil for `name`/`id` lasts. */
  async waitUntil(name: string, id: string): Promise<void> {
    const until = await this.safely(() => this.store.read(this.mark(name, id)), 0);
    const now = this.clock.now().getTime();
    if (until > now) {
      throw new ApiError(429, AUTH_MESSAGES.tooMany, { retry_after: Math.ceil((until - now) / 1000) });
    }
  }

  /** Makes waitUntil refuse `name`/`id` until `untilMs` (epoch milliseconds of the app clock). */
  async holdUntil(name: string, id: string, untilMs: number): Promise<void> {
    const ttl = untilMs - this.clock.now().getTime();
    if (ttl > 0) await this.safely(() => this.store.put(this.mark(name, id), untilMs, ttl), undefined);
  }

  /** Remembers `name`/`id` for `ttlMs` (e.g. an address an account signed in from). */
  async remember(name: string, id: string, ttlMs: number): Promise<void> {
    await this.safely(() => this.store.put(this.mark(name, id), 1, ttlMs), undefined);
  }

  async remembers(name: string, id: string): Promise<boolean> {
    return (await this.safely(() => this.store.read(this.mark(name, id)), 0)) > 0;
  }
}

/**
 * The counters of one server. Every 1000th write drops the counters and marks that ran out (keys carry
 * their window, so old ones are never read again): memory stays bounded however long the server runs.
 */
export function memoryStore(clock: Clock): CounterStore & { size(): number } {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  let writes = 0;
  const sweep = () => {
    const now = clock.now().getTime();
    for (const [k, v] of counts) if (v.expiresAt <= now) counts.delete(k);
  };
  return {
    async add(key, by, windowMs) {
      if (++writes % 1000 === 0) sweep();
      const entry = counts.get(key) ?? { count: 0, expiresAt: clock.now().getTime() + windowMs };
      entry.count += by;
      counts.set(key, entry);
      return entry.count;
    },
    async get(key) {
      return counts.get(key)?.count ?? 0;
    },
    async reset(key) {
      counts.delete(key);
    },
    async put(key, value, ttlMs) {
      if (++writes % 1000 === 0) sweep();
      counts.set(key, { count: value, expiresAt: clock.now().getTime() + ttlMs });
    },
    async read(key) {
      const entry = counts.get(key);
      return entry && entry.expiresAt > clock.now().getTime() ? entry.count : 0;
    },
    async close() {
      counts.clear();
    },
    /** How many counters and marks are held. */
    size: () => counts.size,
  };
}

/** How long a starting server waits for Redis before it goes on without it. */
const CONNECT_WAIT_MS = 2_000;

/** Keys carry their window number, so Redis expiry only cleans up; it never decides a window. */
export async function redisStore(url: string): Promise<CounterStore> {
  // No offline queue: while Redis is unreachable a call fails at once (fallbackStore then counts in
  // this process) instead of waiting for the reconnect.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5_000 } });
  client.on('error', () => {}); // reconnects on its own
  // A Redis that is down when the server starts does not stop it: after a short wait the server goes
  // on, calls fail (and fallbackStore counts in this process) until the client's reconnects reach it.
  const connecting = client.connect().catch(() => {});
  await Promise.race([connecting, new Promise((r) => setTimeout(r, CONNECT_WAIT_MS).unref())]);
  // Not connected: fail at once. A single command does so by itself (no offline queue), but a
  // transaction (multi) would wait for the next reconnect attempt, about two seconds per call, however
  // the offline queue is set.
  const ready = () => {
    if (!client.isReady) throw new Error('Redis is not connected');
  };
  return {
    async add(key, by, windowMs) {
      ready();
      const [count] = await client
        .multi()
        .incrBy(key, by)
        .pExpire(key, windowMs * 2, 'NX')
        .exec();
      return Number(count);
    },
    async get(key) {
      return Number((await client.get(key)) ?? 0);
    },
    async reset(key) {
      await client.del(key);
    },
    async put(key, value, ttlMs) {
      await client.set(key, String(value), { PX: Math.max(1, Math.ceil(ttlMs)) });
    },
    async read(key) {
      return Number((await client.get(key)) ?? 0);
    },
    async close() {
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
