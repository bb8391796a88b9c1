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
  close(): Promise<void>;
}

export interface Limit {
  /** Counter family, e.g. "login-ip". */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Per IP generous (many members share one carrier-NAT address), per account strict
 * (docs/domain-rules.md "Accounts and sessions").
 */
export const limitsFor = (perIpPerMinute: number) => ({
  ip: (call: string): Limit => ({ name: `${call}-ip`, max: perIpPerMinute, windowMs: MINUTE }),
  failedLogins: { name: 'login-fail', max: 5, windowMs: 15 * MINUTE } as Limit,
  failedPasswordChecks: { name: 'password-fail', max: 5, windowMs: 15 * MINUTE } as Limit,
  accountMails: { name: 'account-mail', max: 3, windowMs: 60 * MINUTE } as Limit,
});

export class RateLimiter {
  readonly store: CounterStore;
  readonly clock: Clock;
  constructor(store: CounterStore, clock: Clock) {
    this.store = store;
    this.clock = clock;
  }

  private key(limit: Limit, id: string) {
    const window = Math.floor(this.clock.now().getTime() / limit.windowMs);
    return `rl:${limit.name}:${id.toLowerCase()}:${window}`;
  }

  private tooMany(limit: Limit): ApiError {
    const now = this.clock.now().getTime();
    const retryAfter = Math.ceil((limit.windowMs - (now % limit.windowMs)) / 1000);
    return new ApiError(429, AUTH_MESSAGES.tooMany, { retry_after: retryAfter });
  }

  /** Counts one attempt; throws 429 once more than `max` were made in the window. */
  async hit(limit: Limit, id: string): Promise<void> {
    const count = await this.store.add(this.key(limit, id), 1, limit.windowMs);
    if (count > limit.max) throw this.tooMany(limit);
  }

  /** Throws 429 when `max` failures are already counted (without counting this attempt). */
  async check(limit: Limit, id: string): Promise<void> {
    if ((await this.store.get(this.key(limit, id), limit.windowMs)) >= limit.max) throw this.tooMany(limit);
  }

  /** Counts a failure (wrong password). */
  async fail(limit: Limit, id: string): Promise<void> {
    await this.store.add(this.key(limit, id), 1, limit.windowMs);
  }

  /** Forgets the failures of an account after it proved its password. */
  async clear(limit: Limit, id: string): Promise<void> {
    await this.store.reset(this.key(limit, id), limit.windowMs);
  }
}

export function memoryStore(clock: Clock): CounterStore {
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
    async close() {
      counts.clear();
    },
  };
}

/** Keys carry their window number, so Redis expiry only cleans up; it never decides a window. */
export async function redisStore(url: string): Promise<CounterStore> {
  const client = createClient({ url });
  client.on('error', () => {}); // reconnects on its own; a failing call surfaces as a 500 on that request
  await client.connect();
  return {
    async add(key, by, windowMs) {
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
    async close() {
      await client.close();
    },
  };
}
