import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberships, plans, sessions, users } from '../../../db/schema/index.ts';
import { cards } from '../../../db/schema/payments.ts';
import { hashToken } from '../../../http/session-guard.ts';
import { seedPlans } from '../../plans/seed.ts';
import { cycleDates } from '../schedule.ts';
import type { ScriptedGateway } from './scripted-gateway.ts';

/**
 * Members with an active plan (and a saved card) made directly in the database: activation has its
 * own tests, the cycle's tests start from an active member.
 */

export interface CycleMemberOptions {
  plan?: 'SILVER' | 'GOLD' | 'PLATINUM' | 'FLEXI' | 'ORDINARY';
  startedAt: Date;
  /** 'card' saves a sandbox card; 'transfer' has none. */
  pays?: 'card' | 'transfer';
  bank?: boolean;
  /** FLEXI terms. */
  contributionKobo?: bigint;
  frequency?: 'Daily' | 'Weekly' | 'Monthly';
  durationMonths?: number;
  role?: string;
}

let seq = 0;

/** Seeds the plan catalogue once per database (idempotent). */
export async function ensurePlans(db: Db) {
  await seedPlans(db);
}

/** A member with an active membership (and a saved card when pays is 'card'); returns ids and a token. */
export async function createCycleMember(db: Db, gateway: ScriptedGateway | null, o: CycleMemberOptions) {
  await ensurePlans(db);
  seq += 1;
  const n = `${process.pid % 1000}${Date.now() % 100000}${seq}`.padStart(10, '0').slice(-10);
  const now = o.startedAt;
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Ada Member ${seq}`,
      email: `cycle${n}@example.com`,
      phone: `234803${n.slice(-7)}`,
      passwordHash: 'not-used',
      role: o.role ?? 'member',
      emailVerifiedAt: now,
      tfpPin: `TFP${n}`,
      referralKey: n,
      registrationComplete: true,
      ...(o.bank === false
        ? {}
        : {
            bankName: 'Guaranty Trust Bank',
            accountNumber: `01${n.slice(-8)}`,
            accountHolderName: 'Ada Member',
          }),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const token = randomBytes(24).toString('hex');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 3 * 365 * 86_400_000),
  });
  if (o.role === 'admin')
    return { userId: user.id, email: user.email, headers: { accesstoken: token }, membershipId: 0 };
  const planName = o.plan ?? 'SILVER';
  const [plan] = await db.select().from(plans).where(eq(plans.name, planName));
  if (!plan) throw new Error(`plan ${planName} not seeded`);
  const durationMonths = o.durationMonths ?? 12;
  const [m] = await db
    .insert(memberships)
    .values({
      userId: user.id,
      planId: plan.id,
      status: 'active',
      paymentMethod: o.pays ?? 'card',
      membershipFeeKobo: planName === 'FLEXI' ? 300_000n : plan.membershipFeeKobo,
      contributionKobo: o.contributionKobo ?? plan.weeklySavingKobo,
      frequency: o.frequency ?? 'Weekly',
      durationMonths,
      startedAt: o.startedAt,
      ...cycleDates(o.startedAt, durationMonths),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!m) throw new Error('membership not created');
  if ((o.pays ?? 'card') === 'card' && gateway) {
    await db.insert(cards).values({
      userId: user.id,
      gateway: 'sandbox',
      authorizationCode: await gateway.newAuthorization(),
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '39',
      createdAt: now,
    });
  }
  return { userId: user.id, email: user.email, headers: { accesstoken: token }, membershipId: m.id };
}

/** A new signed-in session at `now` (a member's token goes idle after 7 days). */
export async function signIn(db: Db, userId: number, now: Date) {
  const token = randomBytes(24).toString('hex');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  return { accesstoken: token };
}
