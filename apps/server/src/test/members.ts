import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, plans, sessions, users } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import { hashToken } from '../http/session-guard.ts';
import { cycleDates } from '../modules/contributions/schedule.ts';
import { seedPlans } from '../seed/plans.ts';
import type { TestApp } from './app.ts';
import type { ScriptedGateway } from './scripted-gateway.ts';

/**
 * The one home of test members. Two ways in, for two kinds of test:
 * - through the sign-up call (`registerMember`, `newMember`), where joining itself is under test;
 * - straight into the database with an active plan (`createCycleMember`), where a test starts from an
 *   active member (the cycle, the dashboard), so set-up costs one insert rather than a whole joining.
 */

export const PASSWORD = 'Secret123';

let n = 0;
export const uniqueEmail = (tag = 'member') =>
  `${tag}.${Date.now()}.${++n}.${randomBytes(2).toString('hex')}@example.com`;

/** A distinct phone number (a phone number opens at most 3 accounts). */
export const uniquePhone = () =>
  `2348${String(Date.now() % 1e5).padStart(5, '0')}${String(++n % 1e4).padStart(4, '0')}`;

/** A distinct client address per call site, so per-IP counters of one test do not spill into another. */
export const clientIp = () => `10.${n % 250}.${(n * 7) % 250}.${randomBytes(1)[0] ?? 1}`;

export async function registerMember(
  t: TestApp,
  patch: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string; token: string; body: Record<string, unknown> }> {
  const email = (patch.email as string | undefined) ?? uniqueEmail();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': clientIp() },
    payload: {
      u_first_name: 'Ada Okafor',
      email,
      u_phone: `+${uniquePhone()}`,
      password: PASSWORD,
      u_trust_link: 0,
      ...patch,
    },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    id: body.data.u_id,
    email: email.toLowerCase(),
    password: (patch.password as string | undefined) ?? PASSWORD,
    token: body.data.u_accesstoken,
    body,
  };
}

export const login = (t: TestApp, payload: Record<string, unknown>, ip = clientIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload });

export const getUser = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { accesstoken: token } });

export async function userCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

/** The token in the newest mail to `email` whose text contains `marker=` (verify, userid, authcode). */
export function tokenFromMail(t: TestApp, email: string, marker: string): string {
  const mail = t.lastMailTo(email);
  const match = mail?.text.match(new RegExp(`[?&]${marker}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${marker} link in the last mail to ${email}`);
  return match[1];
}

/** A registered member (through the API) with `call(method, url, body)` signed in as them. */
export async function newMember(t: TestApp, patch: Record<string, unknown> = {}) {
  const m = await registerMember(t, patch);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { accesstoken: m.token },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return { ...m, call };
}
export type Member = Awaited<ReturnType<typeof newMember>>;

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

type UserRow = typeof users.$inferInsert;
let rowSeq = 0;

/**
 * Test support for the member-home modules: a member row and a signed-in session made directly in
 * the database (the login flow has its own tests), optionally with an active plan.
 */
export async function createMember(
  t: TestApp,
  opts: { user?: Partial<UserRow>; plan?: string; loginType?: string; startedAt?: Date } = {},
): Promise<{ userId: number; token: string; headers: { accesstoken: string } }> {
  const now = t.clock.now();
  rowSeq += 1;
  const n = `${Date.now() % 1_000_000}${rowSeq}`.padStart(10, '0').slice(-10);
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
