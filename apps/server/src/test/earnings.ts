import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { journalEntries, memberships, plans } from '../db/schema/index.ts';
import { checkLedger, memberBalances } from '../ledger/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { postToMember } from './ledger.ts';
import { createMember, type MemberOptions, type TestMember } from './members.ts';
import { moneyOutCode } from './money-out.ts';

/** The refusal of a redemption that would leave less than the minimum, or of one with nothing left. */
export const REDEEM_MIN = 'You can only redeem your earnings if you have N5000 or above';
/** The refusal of a request id already used for a redemption of another amount. */
export const ANOTHER_AMOUNT = 'This redemption was already made with another amount.';

/**
 * The earnings tests' world: one app whose clock is set to Monday 2 March 2026, members holding
 * earnings, and the members' earnings calls. Registers its own beforeAll and afterAll (which finds the
 * ledger balanced after the file's tests, then closes the app); read `t` inside a test (it is made in
 * beforeAll).
 */
export function earningsWorld() {
  const w = {} as { t: TestApp };
  let seq = 0;
  beforeAll(async () => {
    w.t = await createTestApp();
    w.t.clock.set(new Date('2026-03-02T09:00:00Z'));
  });
  afterAll(async () => {
    try {
      expect((await checkLedger(w.t.database.db)).ok, 'the ledger after the tests').toBe(true);
    } finally {
      await w.t.close();
    }
  });

  /** Posts `naira` of earnings to the member, as a referral earning through the ledger. */
  const earn = async (m: TestMember, naira: number) => {
    await postToMember(w.t, m.userId, 'referral-earning', BigInt(naira) * 100n, `test-earn-${++seq}`);
  };

  /** A member holding `naira` of earnings. */
  const earner = async (naira: number, opts: MemberOptions = {}) => {
    const m = await createMember(w.t, opts);
    if (naira > 0) await earn(m, naira);
    return m;
  };

  const call = (m: TestMember, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    w.t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

  /** A redemption as the member's browser sends it: a code asked for first, then sent with the amount. */
  const redeem = async (m: TestMember, payload: Record<string, unknown>) => {
    const code = await moneyOutCode(w.t, m, 'redemption');
    return call(m, 'POST', '/referalreedem', { ...payload, code });
  };

  /** The earnings the member holds now, in kobo. */
  const earnings = async (userId: number) => (await memberBalances(w.t.database.db, userId)).earnings;

  const planId = async (name: string) => {
    const [p] = await w.t.database.db.select().from(plans).where(eq(plans.name, name));
    return p?.id as number;
  };

  /** The member's journal entries of one kind. */
  const entriesOf = (userId: number, kind: string) =>
    w.t.database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.memberId, userId), eq(journalEntries.kind, kind)));

  /** Each of the member's memberships with its plan's name. */
  const membershipsOf = (userId: number) =>
    w.t.database.db
      .select({ m: memberships, plan: plans.name })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(eq(memberships.userId, userId));

  return Object.assign(w, { earn, earner, call, redeem, earnings, planId, entriesOf, membershipsOf });
}
