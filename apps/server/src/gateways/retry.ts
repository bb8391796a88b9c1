import {
  GatewayError,
  type PaymentGateway,
  ProviderBusyError,
  ProviderTransientError,
  type Verification,
} from './gateway.ts';

/**
 * Charging a saved card when the provider is slow, busy or flaky, without ever charging twice:
 * - 429 (rate limit): nothing was done; wait for its Retry-After (or back off) and try again. Every
 *   call sharing the same Pacer holds off together, so fifty calls in flight do not hammer it.
 * - 5xx, a timeout, no connection: the charge may have been taken. Verify the reference first; only
 *   when the provider does not hold it is the charge tried again, under the same reference (the
 *   provider refuses a reference twice, so even a charge that lands late cannot be taken again).
 * - Anything else, or the attempts used up: the error goes to the caller, whose attempt stays
 *   open (`charging`) for the next run to verify.
 */

export interface RetryPolicy {
  /** Calls to the provider for one charge, the first included. */
  attempts: number;
  /** The first back-off; it doubles with each attempt, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Exponential back-off with full jitter (AWS architecture blog, "Exponential Backoff and Jitter"). */
export function backoffMs(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}

/** What the retries did, for the run's summary. */
export interface RetryCounts {
  rateLimited: number;
  retried: number;
}

/**
 * Shared by the calls of one run: a 429 pauses all of them until the provider's Retry-After has
 * passed. `sleep` and `random` are injectable so a simulation can run on its own time and seed.
 */
export class Pacer {
  private resumeAt = 0;
  readonly counts: RetryCounts = { rateLimited: 0, retried: 0 };
  readonly policy: RetryPolicy;
  readonly random: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  constructor(
    policy: RetryPolicy = DEFAULT_RETRY,
    random: () => number = Math.random,
    sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    now: () => number = Date.now,
  ) {
    this.policy = policy;
    this.random = random;
    this.sleep = sleep;
    this.now = now;
  }

  /** Waits while a rate limit is in force. */
  async ready(): Promise<void> {
    for (let wait = this.resumeAt - this.now(); wait > 0; wait = this.resumeAt - this.now()) {
      await this.sleep(wait);
    }
  }

  /** The provider said to hold off for `ms`; a little jitter spreads the calls that resume together. */
  holdOff(ms: number): void {
    const until = this.now() + ms + Math.round(this.random() * this.policy.baseDelayMs);
    this.resumeAt = Math.max(this.resumeAt, until);
  }
}

type ChargeInput = Parameters<PaymentGateway['chargeAuthorization']>[0];

/** Charges a saved card, retrying as described above; the answer may still be pending (verify later). */
export async function chargeWithRetry(
  gateway: PaymentGateway,
  input: ChargeInput,
  pacer: Pacer,
): Promise<Verification> {
  const { policy } = pacer;
  let mayHaveCharged = false;
  let last: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    await pacer.ready();
    try {
      if (mayHaveCharged) {
        // A call before this one may have reached the provider: ask before charging again.
        const found = await gateway.verify(input.reference);
        if (found.status !== 'failed') return found;
        pacer.counts.retried++;
      }
      const answer = await gateway.chargeAuthorization(input);
      if (mayHaveCharged && answer.status === 'pending') {
        // The provider holds the reference after all (the earlier call landed as we verified):
        // its own state is the answer.
        return await gateway.verify(input.reference);
      }
      return answer;
    } catch (err) {
      last = err;
      if (err instanceof ProviderBusyError) {
        pacer.counts.rateLimited++;
        pacer.holdOff(err.retryAfterMs ?? backoffMs(policy, attempt, pacer.random));
        continue;
      }
      if (err instanceof ProviderTransientError) {
        mayHaveCharged = true;
        await pacer.sleep(backoffMs(policy, attempt, pacer.random));
        continue;
      }
      throw err;
    }
  }
  throw last instanceof GatewayError ? last : new GatewayError('The payment provider did not answer');
}
