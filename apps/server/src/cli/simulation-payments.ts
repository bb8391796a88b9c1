import { and, eq } from 'drizzle-orm';
import type { ManualClock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema/index.ts';
import { GatewayError, type PaymentGateway } from '../gateways/index.ts';
import type { SandboxGateway } from '../gateways/sandbox/sandbox-gateway.ts';
import { baseUnitKobo, startSaveMore } from '../modules/contributions/index.ts';
import { isDebitReference } from '../modules/cycle/index.ts';
import { findMemberPlan } from '../modules/memberships/index.ts';
import { type PaymentsContext, settlePayment } from '../modules/payments/index.ts';
import { type Chaos, drawKey, isInjected, keyedRandom } from './simulation-chaos.ts';

/**
 * Members paying Save More on the checkout page, and the provider's charge.success webhooks that
 * settle those payments, as the webhook route does (settlePayment). Without chaos the webhooks
 * arrive once, in order; with it they arrive shuffled and some twice, and a delivery that meets a
 * fault (a crash, a dropped connection, the provider not answering the verify) is sent again in the
 * next round, as a provider retries a webhook that did not get 200.
 */
export class SimulatedPayments {
  /** References of charge.success webhooks waiting to be delivered. */
  private readonly inbox: string[] = [];
  started = 0;
  /** Payment references are random: faults are keyed by who paid which week instead. */
  private readonly names = new Map<string, string>();
  private readonly o: {
    seed: number;
    clock: ManualClock;
    healthyDb: Db;
    db: Db;
    gateway: PaymentGateway;
    sandbox: () => SandboxGateway;
    chaos?: Chaos;
  };

  constructor(o: SimulatedPayments['o']) {
    this.o = o;
  }

  /** A name for a reference that is the same on every run of the seed. */
  nameOf(reference: string): string {
    return this.names.get(reference) ?? drawKey(reference);
  }

  /** The sandbox's webhook sender: the event is kept for delivery (weekly debits need none). */
  receive = async (rawBody: string): Promise<void> => {
    const event = JSON.parse(rawBody) as { event: string; data: { reference: string } };
    if (event.event === 'charge.success' && !isDebitReference(event.data.reference))
      this.inbox.push(event.data.reference);
  };

  private ctx(db: Db): PaymentsContext {
    const config = { publicUrl: 'http://localhost' } as Config;
    return { db, clock: this.o.clock, gateway: this.o.gateway, config, log: undefined as never };
  }

  /** About one active member in twenty pays one week ahead this week (the same members for a seed). */
  async saveMore(week: number): Promise<void> {
    const { healthyDb, seed } = this.o;
    const active = await healthyDb
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.status, 'active')));
    for (const { userId } of active) {
      if (keyedRandom(seed, `save-more:${week}:${userId}`) >= 0.05) continue;
      const plan = await findMemberPlan(healthyDb, userId);
      if (!plan) continue;
      const { reference } = await startSaveMore(this.ctx(healthyDb), userId, {
        weeks: 1,
        amountKobo: baseUnitKobo(plan.plan),
      });
      this.names.set(reference, `save-more:${week}:${userId}`);
      this.o.sandbox().completeCheckout(reference, 'success');
      this.started++;
    }
    await this.o.sandbox().settled();
  }

  /** Delivers the waiting webhooks until each has been answered 200. */
  async deliver(day: number): Promise<void> {
    const { chaos } = this.o;
    let waiting = this.inbox.splice(0);
    for (let round = 0; waiting.length > 0; round++) {
      chaos?.begin(`webhooks:${day}`, round);
      const order = chaos ? chaos.shuffleDeliveries(`webhooks:${day}:${round}`, waiting) : waiting;
      const again = new Set<string>();
      for (const reference of order) {
        try {
          await settlePayment(this.ctx(this.o.db), reference);
        } catch (e) {
          if (!(isInjected(e) || e instanceof GatewayError)) throw e;
          again.add(reference);
        }
      }
      waiting = [...again];
      chaos?.calm();
      if (round > 20) throw new Error(`webhooks of day ${day} still failing after 20 rounds`);
    }
  }
}
