import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { memberships, plans, users } from '../db/schema/index.ts';
import { receiveContribution } from '../modules/contributions/index.ts';
import type { JoiningContext } from '../modules/joining/index.ts';
import { chooseTransfer, confirmTransfer } from '../modules/joining/index.ts';

const DEMO = [
  {
    email: 'ada@demo.trustfund.ng',
    plan: 'GOLD',
    saveMoreWeeks: 3,
    profile: {
      gender: 'Female',
      dob: '1988-03-14',
      businessSector: 'Fashion and textiles',
      address: '14 Awolowo Road, Ikoyi, Lagos',
      hearAboutUs: 'A friend',
      kinName: 'Chinedu Okafor',
      kinContact: '2348030000010',
      kinEmail: 'chinedu.okafor@example.com',
      bankName: 'Access Bank',
      accountNumber: '0123456789',
      accountHolderName: 'Adaeze Okafor',
    },
  },
  { email: 'tunde@demo.trustfund.ng', plan: 'SILVER', saveMoreWeeks: 2, profile: null },
] as const;

/**
 * Demo history for the two demo members, through the real services: the plan is bought by a bank
 * transfer an operator confirms (joining), then a Save More payment is posted to the ledger and
 * counted as weeks paid ahead (cycle). Tunde joined with Ada's trust link. Run once, when the demo
 * is made (demo.ts): never again, since what the members did since (a plan change, Save More, a
 * termination) would make its figures another history.
 */
export async function seedMemberHome(db: Db, clock: Clock): Promise<void> {
  // The transfer calls read only the database and the clock.
  const ctx = { db, clock } as unknown as JoiningContext;
  const ids: Record<string, number> = {};
  for (const d of DEMO) {
    const [user] = await db.select().from(users).where(eq(users.email, d.email)).limit(1);
    if (!user) continue;
    ids[d.email] = user.id;
    const [open] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), inArray(memberships.status, ['pending', 'active'])))
      .limit(1);
    if (!open) {
      const [plan] = await db.select().from(plans).where(eq(plans.name, d.plan)).limit(1);
      if (!plan) continue;
      const transfer = await chooseTransfer(ctx, user.id, plan.id);
      await confirmTransfer(ctx, { tfp: transfer.pin, amountKobo: transfer.totalKobo });
    }
    if (d.profile && !user.businessSector) {
      await db
        .update(users)
        .set({ ...d.profile, updatedAt: clock.now() })
        .where(eq(users.id, user.id));
    }
    const [plan] = await db
      .select({ weekly: plans.weeklySavingKobo })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')))
      .limit(1);
    if (!plan) continue;
    const amount = plan.weekly * BigInt(d.saveMoreWeeks);
    // Paid into the fund's bank, as a demo member would have; seeding again receives nothing twice.
    await db.transaction((tx) =>
      receiveContribution(tx, {
        source: 'save-more',
        from: 'bank',
        memberId: user.id,
        amountKobo: amount,
        key: `demo-save-more:${user.id}`,
        description: 'Save More contribution',
        at: clock.now(),
      }),
    );
  }
  const ada = ids['ada@demo.trustfund.ng'];
  const tunde = ids['tunde@demo.trustfund.ng'];
  if (ada && tunde) {
    await db
      .update(users)
      .set({ referredByUserId: ada })
      .where(and(eq(users.id, tunde), isNull(users.referredByUserId)));
  }
}
