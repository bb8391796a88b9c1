import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { planBenefits, plans } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { seedPlans } from './plans.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('plan catalogue seed', () => {
  it('creates the five plans with the figures of DESIGN section 9', async () => {
    const { db } = database;
    await seedPlans(db);
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder));
    expect(
      rows.map((p) => [p.name, p.prefix, p.membershipFeeKobo, p.weeklySavingKobo, p.loanMaxKobo]),
    ).toEqual([
      ['ORDINARY', 'ORD', 0n, 0n, 0n],
      ['FLEXI', 'FTM', 0n, 0n, 1_000_000_000n],
      ['SILVER', 'STM', 300_000n, 100_000n, 100_000_000n],
      ['GOLD', 'GTM', 1_500_000n, 500_000n, 500_000_000n],
      ['PLATINUM', 'PTM', 3_000_000n, 1_000_000n, 1_000_000_000n],
    ]);
    const silver = rows.find((p) => p.name === 'SILVER');
    const benefits = await db
      .select()
      .from(planBenefits)
      .where(eq(planBenefits.planId, silver?.id ?? 0))
      .orderBy(asc(planBenefits.position));
    expect(benefits.length).toBeGreaterThanOrEqual(9);
    expect(benefits[0]).toMatchObject({ position: 0, text: 'Weekly Savings', value: '₦1,000' });
  });

  it('keeps what an operator changed when it runs again', async () => {
    const { db } = database;
    await db.update(plans).set({ weeklySavingKobo: 120_000n }).where(eq(plans.name, 'SILVER'));
    await db.delete(planBenefits).where(eq(planBenefits.position, 8));
    await seedPlans(db);
    const [silver] = await db.select().from(plans).where(eq(plans.name, 'SILVER'));
    expect(silver?.weeklySavingKobo).toBe(120_000n);
    expect(await db.select().from(plans)).toHaveLength(5);
    expect(await db.select().from(planBenefits).where(eq(planBenefits.position, 8))).toHaveLength(0);
  });
});
