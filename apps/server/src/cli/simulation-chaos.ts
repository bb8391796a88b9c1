import { createHash } from 'node:crypto';
import type { ManualClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { JobDeps } from '../deps.ts';
import { type DebitRun, runAutoDebit } from '../modules/cycle/index.ts';

/**
 * Deterministic faults for `npm run simulate -- --chaos --seed N` (after TigerBeetle's simulator):
 * every decision is a function of the seed and a name for the point in the run ("debit run 12,
 * attempt 0"), never of timing or call order, so one seed replays the same faults in the same places.
 *
 * - The process dies: at a chosen provider call of a debit run, or just before a chosen transaction
 *   commits (the debit's settlement, a payment's settlement). From then on every database call throws
 *   SimulatedCrash, so nothing more is written, as after a kill. The simulation then "restarts": a new
 *   run 15 minutes later (the scheduler's next tick) on the healthy database. A death at a commit lets
 *   the provider calls already under way finish (the debit charges its next batch while it stores
 *   one): how many of them a real kill lets through depends on timing, and letting all through keeps
 *   one seed's replay exact. What they took is never stored by the dead run; the next run verifies it.
 * - A database connection drops mid-transaction: the transaction rolls back and its caller sees the
 *   error; the process lives on.
 * - Provider faults (429, 503, lost answers) are drawn per reference by FlakyProvider with `randomFor`.
 * - Webhooks are delivered shuffled, some twice.
 */

/** A number in [0, 1) fixed by the seed and the key. */
export function keyedRandom(seed: number, key: string): number {
  return createHash('sha256').update(`${seed}:${key}`).digest().readUInt32BE(0) / 4294967296;
}

/**
 * The key a debit's draws (decline, provider faults) are made under: its reference as release 1 spelled
 * it (`weekly-debit:<member>:<cycle>-<week>`), so a seed meets the same declines and faults in the same
 * places whatever the spelling of the reference sent to the provider (now `WD-<member>-<cycle>-<week>`),
 * and replays the run it did before.
 */
export function drawKey(reference: string): string {
  const debit = /^WD-(\d+)-(\d+)-(\d+)$/.exec(reference);
  return debit ? `weekly-debit:${debit[1]}:${debit[2]}-${debit[3]}` : reference;
}

/** The process died at this point (simulated): nothing after it runs. */
class SimulatedCrash extends Error {
  constructor() {
    super('simulated crash');
  }
}

/** The database connection dropped before the transaction committed (simulated). */
class ConnectionDropped extends Error {
  constructor() {
    super('simulated: the database connection was dropped mid-transaction');
  }
}

/** Where the faults of one piece of work (one run, one webhook delivery round) fall. */
interface Plan {
  crashAtCall?: number;
  crashBeforeCommit?: number;
  dropBeforeCommit?: number;
}

export interface ChaosCounts {
  crashes: number;
  dropped: number;
  restarts: number;
  webhooks: number;
  duplicateWebhooks: number;
}

export class Chaos {
  readonly counts: ChaosCounts = { crashes: 0, dropped: 0, restarts: 0, webhooks: 0, duplicateWebhooks: 0 };
  /** The process died: every database call throws. */
  private crashed = false;
  /** It died at a provider call: every later provider call throws too. */
  private callsStopped = false;
  private plan: Plan = {};
  private calls = 0;
  private commits = 0;
  readonly seed: number;

  constructor(seed: number) {
    this.seed = seed;
  }

  random(key: string): number {
    return keyedRandom(this.seed, key);
  }

  /**
   * Plans the faults of the next piece of work. `attempt` counts restarts of the same work: faults
   * get rarer with each, and the fourth runs clean, so every day ends.
   */
  begin(work: string, attempt: number): void {
    this.crashed = false;
    this.callsStopped = false;
    this.calls = 0;
    this.commits = 0;
    const r = (what: string) => this.random(`${work}:${attempt}:${what}`);
    const odds = attempt >= 3 ? 0 : 0.35 / (attempt + 1);
    this.plan = {
      crashAtCall: r('crash-call') < odds ? Math.floor(r('crash-call-at') * 12) : undefined,
      crashBeforeCommit: r('crash-commit') < odds ? Math.floor(r('crash-commit-at') * 2) : undefined,
      dropBeforeCommit: r('drop') < odds ? Math.floor(r('drop-at') * 2) : undefined,
    };
  }

  /** No faults until the next begin() (the work between the planned pieces). */
  calm(): void {
    this.crashed = false;
    this.callsStopped = false;
    this.plan = {};
  }

  /** Called by the provider at each call: the process may die here. */
  beforeProviderCall(): void {
    if (this.callsStopped) throw new SimulatedCrash();
    if (this.calls++ === this.plan.crashAtCall) {
      this.callsStopped = true;
      this.crash();
    }
  }

  private crash(): never {
    this.crashed = true;
    this.counts.crashes++;
    throw new SimulatedCrash();
  }

  private beforeCommit(): void {
    const n = this.commits++;
    if (n === this.plan.crashBeforeCommit) this.crash();
    if (n === this.plan.dropBeforeCommit) {
      this.counts.dropped++;
      throw new ConnectionDropped();
    }
  }

  /**
   * The database as the faulty process sees it: after a crash every call throws; each outermost
   * transaction may be cut off just before its commit (the work inside it is rolled back).
   */
  guard(db: Db): Db {
    return new Proxy(db, {
      get: (target, prop) => {
        if (this.crashed) throw new SimulatedCrash();
        if (prop === 'transaction') {
          return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
            target.transaction(async (tx) => {
              const result = await work(tx);
              this.beforeCommit();
              return result;
            }, config as never);
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  /** Webhooks as a provider under stress delivers them: out of order, some more than once. */
  shuffleDeliveries<T>(round: string, items: T[]): T[] {
    const out: T[] = [];
    items.forEach((item, i) => {
      out.push(item);
      if (this.random(`${round}:dup:${i}`) < 0.3) {
        out.push(item);
        this.counts.duplicateWebhooks++;
      }
    });
    // Fisher-Yates with keyed draws.
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.random(`${round}:swap:${i}`) * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    this.counts.webhooks += out.length;
    return out;
  }
}

/** True for the faults the simulation injects (a restart or a redelivery follows). */
export const isInjected = (e: unknown) => e instanceof SimulatedCrash || e instanceof ConnectionDropped;

/**
 * One day's debit run. Under chaos a run the process died in is restarted 15 minutes later (the
 * scheduler's next tick, past the 10 minutes after which an open attempt is resumed), and so is one
 * that met a dropped connection or got no answer, until a run completes cleanly.
 */
export async function debitDay(
  deps: JobDeps,
  clock: ManualClock,
  now: Date,
  day: number,
  batch: number,
  chaos?: Chaos,
): Promise<DebitRun> {
  const totals = { rateLimited: 0, retried: 0 } as DebitRun;
  for (let attempt = 0; ; attempt++) {
    const at = new Date(now.getTime() + attempt * 15 * 60_000);
    clock.set(at);
    chaos?.begin(`debit:${day}`, attempt);
    try {
      const run = await runAutoDebit(deps, at, batch);
      totals.rateLimited += run.rateLimited;
      totals.retried += run.retried;
      if (!chaos || (run.errors === 0 && run.pending === 0) || attempt >= 5) {
        chaos?.calm();
        return totals;
      }
    } catch (e) {
      if (!chaos || !isInjected(e)) throw e;
    }
    if (chaos) chaos.counts.restarts++;
  }
}
