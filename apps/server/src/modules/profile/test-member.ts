import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { memberships, plans, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../http/session-guard.ts';
import type { TestApp } from '../../test/app.ts';

type UserRow = typeof users.$inferInsert;
let seq = 0;

/**
 * Test support for the member-home modules: a member row and a signed-in session made directly in
 * the database (the login flow has its own tests), optionally with an active plan.
 */
export async function createMember(
  t: TestApp,
  opts: { user?: Partial<UserRow>; plan?: string; loginType?: string; startedAt?: Date } = {},
): Promise<{ userId: number; token: string; headers: { accesstoken: string } }> {
  const now = t.clock.now();
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`.padStart(10, '0').slice(-10);
  const [user] = await t.database.db
    .insert(users)
    .values({
      fullName: 'Ngozi Ama Eze',
      email: `member${n}@example.com`,
      phone: `234803${n.slice(-7)}`,
      passwordHash: 'not-used',
      emailVerifiedAt: now,
      tfpPin: `TFP${n}`,
      referralKey: n,
      registrationComplete: true,
      createdAt: now,
      updatedAt: now,
      ...opts.user,
    })
    .returning();
  if (!user) throw new Error('member not created');
  const token = randomBytes(24).toString('hex');
  await t.database.db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    loginType: opts.loginType ?? 'member',
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  if (opts.plan) await giveActivePlan(t, user.id, opts.plan, opts.startedAt ?? now);
  return { userId: user.id, token, headers: { accesstoken: token } };
}

/** An active membership of the named plan, started at startedAt, with the 12-month cycle of DESIGN section 9. */
export async function giveActivePlan(t: TestApp, userId: number, planName: string, startedAt: Date) {
  const db = t.database.db;
  let [plan] = await db.select().from(plans).where(eq(plans.name, planName)).limit(1);
  if (!plan) {
    const weekly = { ORDINARY: 0n, SILVER: 100_000n, GOLD: 500_000n, PLATINUM: 1_000_000n, FLEXI: 200_000n };
    const w = weekly[planName as keyof typeof weekly] ?? 100_000n;
    [plan] = await db
      .insert(plans)
      .values({
        name: planName,
        prefix: planName.slice(0, 1),
        membershipFeeKobo: w * 3n,
        weeklySavingKobo: w,
        loanMaxKobo: w * 1000n,
        coverLimitKobo: w * 20n,
        trustBonusBps: 50,
        trustBonusMaxBps: 50,
        referralL1Kobo: 0n,
        referralL2Kobo: 0n,
        referralL3Kobo: 0n,
        image: `/images/plans/${planName.toLowerCase()}.png`,
        sortOrder: 1,
      })
      .returning();
  }
  if (!plan) throw new Error('plan not created');
  const ends = new Date(startedAt);
  ends.setUTCMonth(ends.getUTCMonth() + 12);
  await db.insert(memberships).values({
    userId,
    planId: plan.id,
    status: 'active',
    paymentMethod: 'card',
    membershipFeeKobo: plan.membershipFeeKobo,
    contributionKobo: plan.weeklySavingKobo,
    startedAt,
    cycleEndsAt: ends,
    cashoutFrom: new Date(ends.getTime() - 7 * 86_400_000),
    cashoutTo: ends,
    createdAt: startedAt,
    updatedAt: startedAt,
  });
  return plan;
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----trust${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
