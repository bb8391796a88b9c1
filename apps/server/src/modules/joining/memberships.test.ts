import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, plans } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, ensurePlans } from '../../test/members.ts';
import {
  ALREADY_ACTIVE,
  fixedTerms,
  openPendingMembership,
  type PlanRow,
  type PlanTerms,
} from './memberships.ts';

let t: TestApp;
let silver: PlanRow;
let gold: PlanRow;
beforeAll(async () => {
  t = await createTestApp();
  await ensurePlans(t.database.db);
  const byName = async (name: string) =>
    (await t.database.db.select().from(plans).where(eq(plans.name, name)))[0] as PlanRow;
  silver = await byName('SILVER');
  gold = await byName('GOLD');
});
afterAll(() => t.close());

const open = (userId: number, plan: PlanRow, terms: PlanTerms, method: 'card' | 'transfer' = 'transfer') =>
  t.database.db.transaction((tx) =>
    openPendingMembership(tx, { userId, plan, terms, method, now: t.clock.now() }),
  );
const statuses = async (userId: number) =>
  (
    await t.database.db
      .select({ id: memberships.id, status: memberships.status })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(memberships.id)
  ).map((m) => m.status);

describe('the pending membership a purchase pays for', () => {
  it('is the same one when the member makes the very same choice again', async () => {
    const { userId } = await createMember(t);
    const first = await open(userId, silver, fixedTerms(silver));
    const again = await open(userId, silver, fixedTerms(silver));
    expect(again.id).toBe(first.id);
    expect(await statuses(userId)).toEqual(['pending']);
  });

  // Any difference is a new choice: the old one is cancelled, so a late payment for it is refunded.
  const silverTerms = () => fixedTerms(silver);
  const changes: [string, () => [PlanRow, PlanTerms, 'card' | 'transfer']][] = [
    ['another plan', () => [gold, fixedTerms(gold), 'transfer']],
    // A FLEXI saver may pick the very figures of a fixed plan: still another plan.
    ['another plan on the same terms', () => [gold, silverTerms(), 'transfer']],
    ['another way to pay', () => [silver, silverTerms(), 'card']],
    ['another membership fee', () => [silver, { ...silverTerms(), membershipFeeKobo: 1n }, 'transfer']],
    ['another amount per period', () => [silver, { ...silverTerms(), contributionKobo: 1n }, 'transfer']],
    ['another frequency', () => [silver, { ...silverTerms(), frequency: 'Daily' }, 'transfer']],
    ['another duration', () => [silver, { ...silverTerms(), durationMonths: 6 }, 'transfer']],
  ];
  for (const [what, choice] of changes) {
    it(`is a new one for ${what}, and the older choice is cancelled`, async () => {
      const { userId } = await createMember(t);
      const first = await open(userId, silver, silverTerms());
      const [plan, terms, method] = choice();
      const next = await open(userId, plan, terms, method);
      expect(next.id).not.toBe(first.id);
      expect(next).toMatchObject({ planId: plan.id, paymentMethod: method, ...terms, status: 'pending' });
      expect(await statuses(userId)).toEqual(['cancelled', 'pending']);
    });
  }

  it('is refused while a plan is active', async () => {
    const { userId } = await createMember(t, { plan: 'SILVER' });
    await expect(open(userId, gold, fixedTerms(gold))).rejects.toMatchObject({ message: ALREADY_ACTIVE });
  });
});
