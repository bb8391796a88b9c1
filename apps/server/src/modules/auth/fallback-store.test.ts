import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { fallbackStore } from './fallback-store.ts';
import { type CounterStore, memoryStore } from './rate-limit.ts';

/** A shared store that can be made to hang (a Redis that accepts and never answers) or fail. */
function sharedStore() {
  const inner = memoryStore(new ManualClock());
  let mode: 'up' | 'hung' | 'down' = 'up';
  const gate = <T>(work: () => Promise<T>): Promise<T> =>
    mode === 'up'
      ? work()
      : mode === 'hung'
        ? new Promise<T>(() => {})
        : Promise.reject(new Error('ECONNREFUSED'));
  const store: CounterStore = {
    add: (k, by, w) => gate(() => inner.add(k, by, w)),
    get: (k, w) => gate(() => inner.get(k, w)),
    reset: (k, w) => gate(() => inner.reset(k, w)),
    put: (k, v, t) => gate(() => inner.put(k, v, t)),
    read: (k) => gate(() => inner.read(k)),
    close: () => inner.close(),
  };
  return { store, set: (m: typeof mode) => (mode = m) };
}

describe('rate-limit counters when the shared store (Redis) is away', () => {
  it('counts in the process while it hangs or refuses, says so once per outage, and goes back to it', async () => {
    const shared = sharedStore();
    const events: string[] = [];
    const store = fallbackStore(
      shared.store,
      memoryStore(new ManualClock()),
      {
        onOutage: () => events.push('outage'),
        onBack: () => events.push('back'),
      },
      50,
    );

    expect(await store.add('k', 1, 60_000)).toBe(1);
    shared.set('hung');
    const started = Date.now();
    expect(await store.add('k', 1, 60_000)).toBe(1); // the process's own count starts afresh
    expect(Date.now() - started).toBeLessThan(1_000);
    shared.set('down');
    expect(await store.add('k', 1, 60_000)).toBe(2);
    expect(await store.get('k', 60_000)).toBe(2);
    expect(events).toEqual(['outage']);

    shared.set('up');
    expect(await store.add('k', 1, 60_000)).toBe(2); // the shared count again
    expect(events).toEqual(['outage', 'back']);
    await store.close();
  });
});
