import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  contributionWeeks,
  journalEntries,
  memberships,
  payments,
  planChanges,
  plans,
} from '../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from './joining.ts';
import { postToMember } from './ledger.ts';
import { createMember, type MemberOptions, type PlanName, type TestMember } from './members.ts';

/** A member of the plan-change tests: signed in, with an active membership. */
export type ChangingMember = TestMember & { membershipId: number };

/** A plan the member may change to, as the list of plan changes offers it. */
export type ChangeOption = {
  pl_plan_name: string;
  plan_change_amount: number;
  fee_balance: number;
  contribution_top_up: number;
  breakdown: { label: string; amount: number }[];
  weeks_paid: number;
  choose_pay_method: boolean;
};

/**
 * The plan-change tests' world: the joining app (its catalogue seeded, the fund's account number and an
 * operator token set), members on a plan, and the member's plan-change calls. Registers its own
 * beforeAll and afterAll (which lets the webhooks finish, finds the ledger balanced after the file's
 * tests, then closes the app); read `t` inside a test (it is made in beforeAll).
 */
export function planChangeWorld() {
  const w = {} as { t: Awaited<ReturnType<typeof joiningTestApp>> };
  beforeAll(async () => {
    w.t = await joiningTestApp({
      OPERATOR_TOKEN: 'operator-token-for-plan-change-0123456789',
      FUND_ACCOUNT_NUMBER: '0123456789',
    });
  });
  afterAll(async () => {
    try {
      await webhooksDelivered(w.t);
      expect((await checkLedger(w.t.database.db)).ok, 'the ledger after the tests').toBe(true);
    } finally {
      await w.t.close();
    }
  });

  const call = (
    m: Pick<TestMember, 'headers'>,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => w.t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });

  /** The list of plan changes offered to the member (the answer's data). */
  const list = async (m: Pick<TestMember, 'headers'>) =>
    (await call(m, 'GET', '/userplanchangelist')).json().data;
  /** The plan change to `name` offered to the member, if any. */
  const optionOf = async (m: Pick<TestMember, 'headers'>, name: string): Promise<ChangeOption | undefined> =>
    (await list(m)).plans.find((p: ChangeOption) => p.pl_plan_name === name);

  /** Asks to change to `plan`: pl_change 1 an upgrade, 0 a downgrade, paid by card or transfer. */
  const change = async (
    m: Pick<TestMember, 'headers'>,
    plan: PlanName,
    plChange: 0 | 1,
    payMethod?: 'card' | 'transfer',
  ) =>
    call(m, 'POST', '/userplanchange', {
      pl_id: await w.t.planId(plan),
      pl_change: plChange,
      ...(payMethod ? { pay_method: payMethod } : {}),
    });

  /** A member with an active membership of `plan`. */
  const member = (plan: PlanName, opts: MemberOptions = {}): Promise<ChangingMember> =>
    createMember(w.t, { ...opts, plan });

  /** The member's active membership and its plan's name. */
  const membershipOf = async (userId: number) => {
    const [row] = await w.t.database.db
      .select({ m: memberships, plan: plans.name })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
    return row;
  };

  /** The member's plan changes, oldest first. */
  const changesOf = (userId: number) =>
    w.t.database.db.select().from(planChanges).where(eq(planChanges.userId, userId)).orderBy(planChanges.id);

  /** The journal entries a payment posted, as [key, kind, description], by key. */
  const entriesOf = async (reference: string) =>
    (
      await w.t.database.db
        .select()
        .from(journalEntries)
        .where(like(journalEntries.idempotencyKey, `payment:${reference}:%`))
    )
      .map((e) => [e.idempotencyKey, e.kind, e.description])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

  const paymentOf = async (reference: string) =>
    (await w.t.database.db.select().from(payments).where(eq(payments.reference, reference)))[0];

  /**
   * Weeks `from`..`from`+n-1 (1..n unless told) of the membership's `cycle` (1 unless told) at the
   * weekly saving, paid in the ledger and the week record (or only recorded with another status).
   */
  async function payWeeks(
    m: ChangingMember,
    n: number,
    weeklyKobo: bigint,
    o: { cycle?: number; status?: string; from?: number } = {},
  ) {
    const cycle = o.cycle ?? 1;
    const from = o.from ?? 1;
    for (let week = from; week < from + n; week++) {
      const reference = `test-week:${m.membershipId}:${cycle}:${week}`;
      await w.t.database.db.insert(contributionWeeks).values({
        userId: m.userId,
        membershipId: m.membershipId,
        cycleNumber: cycle,
        week,
        dueAt: w.t.clock.now(),
        amountKobo: weeklyKobo,
        status: o.status ?? 'paid',
        source: 'card',
        reference,
      });
      if ((o.status ?? 'paid') === 'paid')
        await postToMember(w.t, m.userId, 'contribution', weeklyKobo, reference);
    }
  }

  /** Pays a checkout on the sandbox page and lets every path settle it. */
  async function pay(
    m: Pick<TestMember, 'headers'>,
    data: { authurl: string; reference: string },
    outcome: 'success' | 'failure' = 'success',
  ) {
    await pressCheckout(w.t, data.authurl, outcome);
    await webhooksDelivered(w.t);
    await call(m, 'GET', `/getuserpaymentresponse?reference=${data.reference}`);
  }

  return Object.assign(w, {
    call,
    list,
    optionOf,
    change,
    member,
    membershipOf,
    changesOf,
    entriesOf,
    paymentOf,
    payWeeks,
    pay,
  });
}
