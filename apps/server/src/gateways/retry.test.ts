import { describe, expect, it } from 'vitest';
import { rng } from '../cli/simulation-setup.ts';
import { GatewayError, type PaymentGateway, ProviderTransientError, retryAfterMs } from './gateway.ts';
import { backoffMs, chargeWithRetry, DEFAULT_RETRY, Pacer } from './retry.ts';
import { FlakyProvider } from './sandbox/flaky-provider.ts';
import { SandboxGateway } from './sandbox/sandbox-gateway.ts';

// Charging a saved card through a provider that rate-limits, fails and loses answers: every charge
// ends with the card charged once, on the provider's own time (Retry-After), or hands back an error.

/** A clock that only moves when someone sleeps, so back-offs are measured, not waited for. */
function virtualTime() {
  let t = 1_000_000;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    slept,
  };
}

async function sandboxCard() {
  const sandbox = new SandboxGateway({
    publicUrl: 'http://localhost',
    deliverWebhook: async () => {},
    now: () => new Date(),
  });
  const card = { number: '4084084084084081', expMonth: '12', expYear: '49', cvv: '123', pin: '1234' };
  await sandbox.chargeCard({
    reference: 'setup',
    amountKobo: 10_000n,
    email: 'a@b.ng',
    card,
    callbackUrl: '',
  });
  const code = (await sandbox.verify('setup')).authorization?.code as string;
  return { sandbox, code };
}

/** Counts the calls that reach the provider, per method. */
function counting(inner: PaymentGateway) {
  const calls = { charge: 0, verify: 0 };
  const g = Object.create(inner) as PaymentGateway;
  g.chargeAuthorization = (i) => {
    calls.charge++;
    return inner.chargeAuthorization(i);
  };
  g.verify = (r) => {
    calls.verify++;
    return inner.verify(r);
  };
  return { g, calls };
}

const input = (code: string, reference = 'WD-7-1-2') => ({
  reference,
  amountKobo: 100_000n,
  email: 'a@b.ng',
  authorizationCode: code,
});

describe('charging a saved card with retries', () => {
  it('waits out a 429 for its Retry-After and then charges once', async () => {
    const { sandbox, code } = await sandboxCard();
    const time = virtualTime();
    // One call a second: the second charge in the same second is refused until the next one.
    const flaky = new FlakyProvider(sandbox, { ratePerSecond: 1, now: time.now, sleep: time.sleep });
    const pacer = new Pacer(DEFAULT_RETRY, rng(1), time.sleep, time.now);
    expect((await chargeWithRetry(flaky, input(code, 'a'), pacer)).status).toBe('success');
    const began = time.now();
    expect((await chargeWithRetry(flaky, input(code, 'b'), pacer)).status).toBe('success');
    expect(pacer.counts.rateLimited).toBe(1);
    expect(time.now() - began).toBeGreaterThanOrEqual(1000);
    expect(flaky.taken).toEqual(new Set(['a', 'b']));
  });

  it('verifies a charge whose answer was lost instead of charging again', async () => {
    const { sandbox, code } = await sandboxCard();
    const time = virtualTime();
    const { g, calls } = counting(sandbox);
    // The first call goes through at the provider but its answer never arrives.
    const draws = [0, 0.99];
    const lost = new FlakyProvider(g, {
      sleep: time.sleep,
      now: time.now,
      lostShare: 0.5,
      random: () => draws.shift() ?? 0.99,
    });
    const answer = await chargeWithRetry(
      lost,
      input(code),
      new Pacer(DEFAULT_RETRY, rng(2), time.sleep, time.now),
    );
    expect(answer).toMatchObject({ status: 'success', amountKobo: 100_000n });
    expect(calls).toEqual({ charge: 1, verify: 1 });
  });

  it('charges again under the same reference when the provider failed before taking it', async () => {
    const { sandbox, code } = await sandboxCard();
    const time = virtualTime();
    const { g, calls } = counting(sandbox);
    let n = 0;
    const down = new FlakyProvider(g, {
      sleep: time.sleep,
      now: time.now,
      downShare: 0.5,
      random: () => (n++ === 0 ? 0 : 0.99),
    });
    const pacer = new Pacer(DEFAULT_RETRY, rng(3), time.sleep, time.now);
    expect((await chargeWithRetry(down, input(code), pacer)).status).toBe('success');
    // Verified (not found), then charged: once at the provider.
    expect(calls).toEqual({ charge: 1, verify: 1 });
    expect(pacer.counts.retried).toBe(1);
    expect(time.slept.length).toBe(1);
  });

  it('gives up after its attempts with the provider error, having charged nothing', async () => {
    const { sandbox, code } = await sandboxCard();
    const time = virtualTime();
    const down = new FlakyProvider(sandbox, { sleep: time.sleep, now: time.now, downShare: 1 });
    const pacer = new Pacer(
      { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 },
      rng(4),
      time.sleep,
      time.now,
    );
    await expect(chargeWithRetry(down, input(code), pacer)).rejects.toBeInstanceOf(ProviderTransientError);
    expect((await sandbox.verify('WD-7-1-2')).status).toBe('failed');
    expect(time.slept).toHaveLength(3);
  });

  it('does not retry what is not transient (a refusal): the error goes back as it came', async () => {
    const g = Object.create(
      new SandboxGateway({ publicUrl: 'x', deliverWebhook: async () => {}, now: () => new Date() }),
    );
    let calls = 0;
    g.chargeAuthorization = async () => {
      calls++;
      throw new GatewayError('Invalid key');
    };
    await expect(chargeWithRetry(g, input('x'), new Pacer())).rejects.toThrow('Invalid key');
    expect(calls).toBe(1);
  });

  it('backs off exponentially with jitter, capped, and reads Retry-After in seconds or as a date', () => {
    const policy = { attempts: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffMs(policy, 0, () => 0.999)).toBe(100);
    expect(backoffMs(policy, 3, () => 0.999)).toBe(799);
    expect(backoffMs(policy, 8, () => 0.999)).toBe(999);
    expect(backoffMs(policy, 8, () => 0)).toBe(0);
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
