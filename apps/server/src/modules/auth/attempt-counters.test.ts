import { AUTH_MESSAGES } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { ApiError } from '../../http/envelope.ts';
import { LoginThrottle } from './login-throttle.ts';
import { type CounterStore, type Limit, limitsFor, memoryStore, RateLimiter } from './rate-limit.ts';

/**
 * The counters behind every limit (wrong passwords, account mails, registrations), on the in-memory
 * store one server uses, with the app clock moved by hand.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function setup() {
  // On a whole minute, so the seconds left in a window are easy to read.
  const clock = new ManualClock('2026-03-02T08:00:00Z');
  const limiter = new RateLimiter(memoryStore(clock), clock);
  return { clock, limiter, throttle: new LoginThrottle(limiter, limitsFor(100)) };
}

async function refusal(
  work: Promise<unknown>,
): Promise<{ status: number; message: string; retryAfter: number }> {
  try {
    await work;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return {
      status: e.statusCode,
      message: e.message,
      retryAfter: (e.data as { retry_after: number }).retry_after,
    };
  }
  throw new Error('not refused');
}

const allowed = async (work: Promise<unknown>) => {
  await expect(work).resolves.toBeUndefined();
};

const threePerMinute: Limit = { name: 'test-calls', max: 3, windowMs: MINUTE };

describe('a limit of N attempts in a window', () => {
  it('allows N, refuses the next with the seconds left in the window, and starts again in the next window', async () => {
    const { clock, limiter } = setup();
    for (let i = 0; i < 3; i++) await allowed(limiter.hit(threePerMinute, 'ada@example.com'));
    clock.advance(15_500);
    expect(await refusal(limiter.hit(threePerMinute, 'ada@example.com'))).toEqual({
      status: 429,
      message: AUTH_MESSAGES.tooMany,
      retryAfter: 45,
    });
    clock.advance(44_500);
    await allowed(limiter.hit(threePerMinute, 'ada@example.com'));
  });

  it('counts one email in any letter case, and each email and each limit apart', async () => {
    const { limiter } = setup();
    await limiter.hit(threePerMinute, 'Ada@Example.com');
    await limiter.hit(threePerMinute, 'ADA@EXAMPLE.COM');
    await limiter.hit(threePerMinute, 'ada@example.com');
    await refusal(limiter.hit(threePerMinute, 'ada@example.COM'));
    await allowed(limiter.hit(threePerMinute, 'bola@example.com'));
    await allowed(limiter.hit({ ...threePerMinute, name: 'other-calls' }, 'ada@example.com'));
  });

  it('counts the calls from one address per call: signing in a lot does not stop registering', async () => {
    const { limiter } = setup();
    const perAddress = limitsFor(2);
    for (let i = 0; i < 2; i++) await allowed(limiter.hit(perAddress.ip('login'), '41.58.1.1'));
    await refusal(limiter.hit(perAddress.ip('login'), '41.58.1.1'));
    await allowed(limiter.hit(perAddress.ip('register'), '41.58.1.1'));
  });

  it("answers a limit's own refusal text when it has one", async () => {
    const { limiter } = setup();
    const limit = limitsFor(100, 1).registrationsPerAddress;
    await limiter.hit(limit, '41.58.1.1');
    expect((await refusal(limiter.hit(limit, '41.58.1.1'))).message).toBe(limit.message);
  });

  it('refuses a check once N failures are counted, without counting the check, and forgets them on clear', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 2; i++) await limiter.fail(threePerMinute, 'k');
    for (let i = 0; i < 5; i++) await allowed(limiter.check(threePerMinute, 'k'));
    await limiter.fail(threePerMinute, 'k');
    expect((await refusal(limiter.check(threePerMinute, 'k'))).retryAfter).toBe(60);
    await limiter.clear(threePerMinute, 'k');
    await allowed(limiter.check(threePerMinute, 'k'));
    expect(await limiter.count(threePerMinute, 'k')).toBe(1);
  });

  it('lets attempts through and reports the error when the shared counters cannot be reached', async () => {
    const clock = new ManualClock();
    const down = new Error('connection refused');
    const broken: CounterStore = {
      add: () => Promise.reject(down),
      get: () => Promise.reject(down),
      reset: () => Promise.reject(down),
      put: () => Promise.reject(down),
      read: () => Promise.reject(down),
      close: () => Promise.resolve(),
    };
    const reported: unknown[] = [];
    const limiter = new RateLimiter(broken, clock, (e) => reported.push(e));
    const tight: Limit = { name: 'tight', max: 1, windowMs: MINUTE };
    await allowed(limiter.hit(tight, 'a'));
    await allowed(limiter.hit(tight, 'a'));
    await allowed(limiter.check(tight, 'a'));
    await allowed(limiter.waitUntil('wait', 'a'));
    expect(await limiter.remembers('known', 'a')).toBe(false);
    expect(reported).toEqual([down, down, down, down, down]);
  });
});

describe("one server's counters", () => {
  it('drops the counters and marks that ran out every 1000 writes, keeping the live ones', async () => {
    const clock = new ManualClock('2026-03-02T08:00:00Z');
    const store = memoryStore(clock);
    for (let i = 0; i < 500; i++) await store.add(`old:${i}`, 1, MINUTE);
    for (let i = 0; i < 400; i++) await store.put(`mark:${i}`, 1, MINUTE);
    clock.advance(MINUTE); // all 900 run out at this very moment
    for (let i = 0; i < 99; i++) await store.add('live', 1, MINUTE);
    expect(store.size()).toBe(901);
    await store.add('live', 1, MINUTE); // the 1000th write
    expect(store.size()).toBe(1);
    expect(await store.get('live', MINUTE)).toBe(100);
  });
});

describe('waits and remembered addresses', () => {
  it('makes a caller wait until the set moment, telling the seconds left, and not a moment longer', async () => {
    const { clock, limiter } = setup();
    const until = clock.now().getTime() + 8_000;
    await limiter.holdUntil('wait', 'ada@example.com', until);
    clock.advance(2_500);
    expect((await refusal(limiter.waitUntil('wait', 'ADA@example.com'))).retryAfter).toBe(6);
    await allowed(limiter.waitUntil('wait', 'bola@example.com'));
    clock.advance(5_500);
    await allowed(limiter.waitUntil('wait', 'ada@example.com'));
  });

  it('sets no wait for a moment already past', async () => {
    const { clock, limiter } = setup();
    await limiter.holdUntil('wait', 'a', clock.now().getTime() - 1);
    await allowed(limiter.waitUntil('wait', 'a'));
  });

  it('remembers an address for the time given, and only that address', async () => {
    const { clock, limiter } = setup();
    expect(await limiter.remembers('known', 'a|1.1.1.1')).toBe(false);
    await limiter.remember('known', 'a|1.1.1.1', HOUR);
    expect(await limiter.remembers('known', 'A|1.1.1.1')).toBe(true);
    expect(await limiter.remembers('known', 'a|1.1.1.2')).toBe(false);
    clock.advance(HOUR - 1);
    expect(await limiter.remembers('known', 'a|1.1.1.1')).toBe(true);
    clock.advance(1);
    expect(await limiter.remembers('known', 'a|1.1.1.1')).toBe(false);
  });
});

describe('wrong passwords for one account', () => {
  it('make every address wait at most an hour, however many there were', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 40; i++) await throttle.failed('ada@example.com', `197.210.0.${i}`);
    const waited = await refusal(throttle.before('ada@example.com', '197.210.1.1'));
    expect(waited.retryAfter).toBe(3600);
  });

  it('wait 2 s after the eleventh, and none before it', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 10; i++) await throttle.failed('ada@example.com', `197.210.0.${i}`);
    await allowed(throttle.before('ada@example.com', '197.210.1.1'));
    await throttle.failed('ada@example.com', '197.210.0.99');
    expect((await refusal(throttle.before('ada@example.com', '197.210.1.2'))).retryAfter).toBe(2);
  });

  it("spare the owner's address for 90 days after a sign-in from it, then no longer", async () => {
    const { clock, throttle } = setup();
    await throttle.succeeded('ada@example.com', '105.112.50.50');
    clock.advance(89 * DAY);
    for (let i = 0; i < 11; i++) await throttle.failed('ada@example.com', `197.210.0.${i}`);
    await allowed(throttle.before('ada@example.com', '105.112.50.50'));
    clock.advance(DAY);
    for (let i = 0; i < 11; i++) await throttle.failed('ada@example.com', `197.210.0.${i}`);
    await refusal(throttle.before('ada@example.com', '105.112.50.50'));
  });

  it('stop one address for the account after 5 in 15 minutes, even for the owner, until it signs in', async () => {
    const { clock, throttle } = setup();
    await throttle.succeeded('ada@example.com', '105.112.50.50');
    for (let i = 0; i < 4; i++) await throttle.failed('ada@example.com', '105.112.50.50');
    await allowed(throttle.before('ada@example.com', '105.112.50.50'));
    await throttle.failed('ada@example.com', '105.112.50.50');
    await refusal(throttle.before('ada@example.com', '105.112.50.50'));
    await allowed(throttle.before('bola@example.com', '105.112.50.50'));
    clock.advance(15 * MINUTE);
    await allowed(throttle.before('ada@example.com', '105.112.50.50'));
  });
});
