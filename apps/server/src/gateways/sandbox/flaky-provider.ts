import {
  type PaymentGateway,
  ProviderBusyError,
  ProviderTransientError,
  type Verification,
} from '../gateway.ts';

/**
 * A provider as it behaves on a bad day, around a real gateway (the sandbox): every charge and
 * verification takes `latencyMs`; above `ratePerSecond` calls in a second it answers 429 with a
 * Retry-After; and, drawn from a seeded random source, a share of calls is refused for its rate
 * limit (429), fails before doing anything (503), or is carried out with its answer lost (a
 * timeout). Used by `npm run simulate` (--latency, --chaos) and the retry tests.
 */
export interface FlakyOptions {
  latencyMs?: number;
  ratePerSecond?: number;
  busyShare?: number;
  downShare?: number;
  lostShare?: number;
  random?: () => number;
  /** Draws per reference instead (its n-th call), so the faults do not depend on the order of calls. */
  randomFor?: (reference: string, call: number) => number;
  /** Runs before each call (a simulation may stop the process there). */
  beforeCall?: () => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

type ChargeInput = Parameters<PaymentGateway['chargeAuthorization']>[0];

export class FlakyProvider implements PaymentGateway {
  readonly name: PaymentGateway['name'];
  readonly supportsDirectCharge: boolean;
  /** References the provider answered as paid: the money it really took. */
  readonly taken = new Set<string>();
  /** What was injected, for the run's summary. */
  readonly injected = { busy: 0, down: 0, lost: 0, calls: 0 };
  private window = { second: -1, calls: 0 };
  private readonly o: Required<Omit<FlakyOptions, 'ratePerSecond' | 'randomFor' | 'beforeCall'>> &
    Pick<FlakyOptions, 'ratePerSecond' | 'randomFor' | 'beforeCall'>;
  private readonly callsOf = new Map<string, number>();
  private readonly inner: PaymentGateway;

  constructor(inner: PaymentGateway, o: FlakyOptions = {}) {
    this.inner = inner;
    this.name = inner.name;
    this.supportsDirectCharge = inner.supportsDirectCharge;
    this.o = {
      latencyMs: 0,
      busyShare: 0,
      downShare: 0,
      lostShare: 0,
      random: Math.random,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      now: Date.now,
      ...o,
    };
  }

  /** The provider's own limit, per wall-clock second: more calls than that are refused with 429. */
  private admit(): void {
    this.injected.calls++;
    const { ratePerSecond, now } = this.o;
    if (!ratePerSecond) return;
    const t = now();
    const second = Math.floor(t / 1000);
    if (second !== this.window.second) this.window = { second, calls: 0 };
    if (++this.window.calls > ratePerSecond) {
      this.injected.busy++;
      throw new ProviderBusyError('Too many requests', (second + 1) * 1000 - t);
    }
  }

  private draw(reference: string): number {
    if (!this.o.randomFor) return this.o.random();
    const n = this.callsOf.get(reference) ?? 0;
    this.callsOf.set(reference, n + 1);
    return this.o.randomFor(reference, n);
  }

  private async fault(reference: string): Promise<'lost' | undefined> {
    this.o.beforeCall?.();
    if (this.o.latencyMs > 0) await this.o.sleep(this.o.latencyMs);
    this.admit();
    const r = this.draw(reference);
    if (r < this.o.busyShare) {
      this.injected.busy++;
      throw new ProviderBusyError('Too many requests', 1000);
    }
    if (r < this.o.busyShare + this.o.downShare) {
      this.injected.down++;
      throw new ProviderTransientError('The payment provider answered 503');
    }
    if (r < this.o.busyShare + this.o.downShare + this.o.lostShare) return 'lost';
    return undefined;
  }

  async chargeAuthorization(input: ChargeInput): Promise<Verification> {
    const fault = await this.fault(input.reference);
    const answer = await this.inner.chargeAuthorization(input);
    if (answer.status === 'success') this.taken.add(input.reference);
    if (fault === 'lost') {
      this.injected.lost++;
      throw new ProviderTransientError('The payment provider timed out');
    }
    return answer;
  }

  async verify(reference: string): Promise<Verification> {
    const fault = await this.fault(reference);
    const answer = await this.inner.verify(reference);
    if (fault === 'lost') {
      this.injected.lost++;
      throw new ProviderTransientError('The payment provider timed out');
    }
    return answer;
  }

  initialize: PaymentGateway['initialize'] = (i) => this.inner.initialize(i);
  chargeCard: PaymentGateway['chargeCard'] = (i) => this.inner.chargeCard(i);
  submitOtp: PaymentGateway['submitOtp'] = (i) => this.inner.submitOtp(i);
  refund: PaymentGateway['refund'] = (i) => this.inner.refund(i);
  verifyWebhook: PaymentGateway['verifyWebhook'] = (b, s) => this.inner.verifyWebhook(b, s);
  createTransferRecipient: PaymentGateway['createTransferRecipient'] = (i) =>
    this.inner.createTransferRecipient(i);
  initiateTransfer: PaymentGateway['initiateTransfer'] = (i) => this.inner.initiateTransfer(i);
  verifyTransfer: PaymentGateway['verifyTransfer'] = (r) => this.inner.verifyTransfer(r);
}
