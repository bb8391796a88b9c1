import { randomBytes } from 'node:crypto';
import { signWebhook, webhookSignatureValid } from '../webhook-signature.ts';
import type { SandboxOptions } from './sandbox-options.ts';

/**
 * The sandbox's webhooks, signed with its secret like a provider's and sent after the call that caused
 * them has answered. Every delivery (and every write to the store made after an answer) is tracked,
 * so a test can wait until all of them are done (settled).
 */
export class SandboxWebhooks {
  /** Signs and checks the sandbox's webhooks; a fresh secret per process, like a provider's key. */
  readonly secret: string;
  private readonly deliverWebhook: SandboxOptions['deliverWebhook'];
  private readonly deliveries = new Set<Promise<unknown>>();
  private lastDelivery: Promise<unknown> | undefined;

  constructor(opts: Pick<SandboxOptions, 'deliverWebhook' | 'webhookSecret'>) {
    this.deliverWebhook = opts.deliverWebhook;
    this.secret = opts.webhookSecret ?? randomBytes(32).toString('hex');
  }

  verify(rawBody: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(rawBody, signature, this.secret);
  }

  /** Sends an event after the answer. */
  send(body: string) {
    this.track(this.sendNow(body));
  }

  /**
   * Sends an event after the answer and after every event sent in order before it. `event` runs when
   * its turn comes: it sets the state the event's verify reads, so a bank's later news is never seen
   * before its earlier news (a reversal after the success, a mandate's activation after its creation).
   */
  sendInOrder(event: () => string | Promise<string>) {
    const ready = this.lastDelivery ?? Promise.resolve();
    this.lastDelivery = ready.then(async () => this.sendNow(await event()));
    this.track(this.lastDelivery);
  }

  /** Sends one event body, signed, at once: the caller sees the delivery's outcome (tests replay with it). */
  async sendSigned(body: string): Promise<unknown> {
    return this.deliverWebhook(body, signWebhook(body, this.secret));
  }

  /** Keeps count of work done after an answer, so settled() waits for it too. */
  track(work: Promise<unknown>) {
    const delivery = work.finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** Resolves when every webhook sent so far has been delivered (tests wait on this). */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.allSettled([...this.deliveries]);
  }

  /** On the next turn of the event loop, after the call that caused it has answered. */
  private sendNow(body: string): Promise<unknown> {
    return new Promise((r) => setImmediate(r))
      .then(() => this.deliverWebhook(body, signWebhook(body, this.secret)))
      .catch(() => {});
  }
}
