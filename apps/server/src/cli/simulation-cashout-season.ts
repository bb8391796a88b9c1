import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships } from '../db/schema/index.ts';
import { ApiError } from '../http/envelope.ts';
import { memberBalances } from '../ledger/index.ts';
import { requestCashout } from '../modules/cycle/index.ts';

/** Cash-out requests in flight at once during the cash-out season (the pool holds 10 connections). */
const CASHOUTS_IN_FLIGHT = 6;

/**
 * The cash-out season: members in their cash-out window ask for it once, as the dashboard's Cashout
 * button would, and the requests the cycle rules refuse are counted by their message.
 */
export class CashoutSeason {
  cashouts = 0;
  private readonly refused: Record<string, number> = {};
  private readonly asked = new Set<string>();
  private readonly db: Db;
  private readonly random: () => number;
  private readonly cashoutShare: number;

  constructor(db: Db, random: () => number, cashoutShare: number) {
    this.db = db;
    this.random = random;
    this.cashoutShare = cashoutShare;
  }

  async day(now: Date): Promise<void> {
    const inWindow = await this.db
      .select({ userId: memberships.userId, cycle: memberships.cycleNumber })
      .from(memberships)
      .where(
        and(
          eq(memberships.status, 'active'),
          lte(memberships.cashoutFrom, now),
          gt(memberships.cashoutTo, now),
        ),
      );
    const asking: number[] = [];
    for (const m of inWindow) {
      const key = `${m.userId}:${m.cycle}`;
      if (this.asked.has(key)) continue;
      this.asked.add(key);
      if (this.random() < this.cashoutShare) asking.push(m.userId);
    }
    // Members ask at the same time, as they would from their own phones (a few requests in flight
    // on PostgreSQL; the embedded database answers one at a time whatever the number).
    const ask = async (userId: number) => {
      const saved = (await memberBalances(this.db, userId)).contributions;
      try {
        await requestCashout(this.db, userId, saved, now);
        this.cashouts++;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        this.refused[e.message] = (this.refused[e.message] ?? 0) + 1;
      }
    };
    const cashoutWorker = async () => {
      for (let id = asking.shift(); id !== undefined; id = asking.shift()) await ask(id);
    };
    await Promise.all(Array.from({ length: CASHOUTS_IN_FLIGHT }, cashoutWorker));
  }

  /** Sorted: the requests of one day finish in any order. */
  refusals(): Record<string, number> {
    return Object.fromEntries(Object.entries(this.refused).sort(([a], [b]) => a.localeCompare(b)));
  }
}
