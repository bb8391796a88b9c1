import type { CounterStore } from './rate-limit.ts';

export interface FallbackEvents {
  /** The shared store failed: from now on counts are kept in this process. Called once per outage. */
  onOutage(error: unknown): void;
  /** The shared store answered again after an outage. */
  onBack(): void;
}

/** A shared store slower than this counts as away: a sign-in must not wait on a hung Redis. */
const SHARED_TIMEOUT_MS = 1_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Redis away degrades, it does not fail open (docs/operations.md "When Redis is away"): every call goes
 * to the shared store, and one that fails is answered by this process's own counters instead, so the
 * limits still hold per instance (a guesser meets the same limits on each instance, and a member is
 * never locked out by the outage). One warning per outage, not one per request. When Redis answers
 * again the shared counts are used again; counts made during the outage stay in this process only.
 */
export function fallbackStore(
  shared: CounterStore,
  local: CounterStore,
  events: FallbackEvents,
  timeoutMs = SHARED_TIMEOUT_MS,
): CounterStore {
  let down = false;
  const attempt = async <T>(work: (s: CounterStore) => Promise<T>): Promise<T> => {
    try {
      const answer = await within(work(shared), timeoutMs);
      if (down) {
        down = false;
        events.onBack();
      }
      return answer;
    } catch (e) {
      if (!down) {
        down = true;
        events.onOutage(e);
      }
      return work(local);
    }
  };
  return {
    add: (key, by, windowMs) => attempt((s) => s.add(key, by, windowMs)),
    get: (key, windowMs) => attempt((s) => s.get(key, windowMs)),
    reset: (key, windowMs) => attempt((s) => s.reset(key, windowMs)),
    put: (key, value, ttlMs) => attempt((s) => s.put(key, value, ttlMs)),
    read: (key) => attempt((s) => s.read(key)),
    close: async () => {
      await Promise.allSettled([shared.close(), local.close()]);
    },
  };
}
