import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberships, plans, sessions, users } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import { hashToken } from '../http/session-guard.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { cycleDates } from '../modules/contributions/schedule.ts';
import { seedPlans } from '../seed/plans.ts';
import type { TestApp } from './app.ts';
import type { ScriptedGateway } from './scripted-gateway.ts';

/**
 * The one home of test members. Two ways in, for two kinds of test:
 * - through the sign-up call (`registerMember`, `newMember`), where joining itself is under test;
 * - straight into the database (`createMember`), optionally with an active plan, where a test starts
 *   from a member (the cycle, the dashboard, the profile), so set-up costs a few inserts rather than a
 *   whole joining.
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

/** An admin made in the database and signed in with their password: an operator's own session's token. */
/**
 * An operator opens a member's account read-only: the login-as link, then /login with its code.
 * Answers the sign-in's answer (its `u_login_type` is 'admin_login'); throws when no link was given.
 */
export async function viewAs(t: TestApp, operatorToken: string, member: { id: number; email: string }) {
  const link = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login-as',
    headers: { accesstoken: operatorToken },
    payload: { user_id: member.id },
  });
  if (link.statusCode !== 200) throw new Error(`login-as answered ${link.statusCode}: ${link.body}`);
  const authcode = new URL(link.json().data.url).searchParams.get('authcode');
  return login(t, { email: member.email, type: 'admin_login', authcode });
}

export async function adminToken(t: TestApp): Promise<string> {
  const email = uniqueEmail('operator');
  const now = t.clock.now();
  await t.database.db.insert(users).values({
    fullName: 'Fund Operator',
    email,
    phone: uniquePhone(),
    passwordHash: await hashPassword('Admin@2026'),
    role: 'admin',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return (await login(t, { email, password: 'Admin@2026' })).json().data.u_accesstoken;
}

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

let seq = 0;

/** Seeds the plan catalogue once per database (idempotent). */
export async function ensurePlans(db: Db) {
  await seedPlans(db);
}

type UserRow = typeof users.$inferInsert;
export type PlanName = 'ORDINARY' | 'FLEXI' | 'SILVER' | 'GOLD' | 'PLATINUM';

export interface MemberOptions {
  /** Columns of the member's row to set: role, status, phone, referredByUserId, bank details, … */
  user?: Partial<UserRow>;
  /** Bank details on file (a cash-out needs them). Default: none, as after sign-up. */
  bank?: boolean;
  /** An active membership of this catalogue plan (the catalogue is seeded when missing). Default: no plan. */
  plan?: PlanName;
  /** When the plan's cycle started. Default: the clock's now. */
  startedAt?: Date;
  /** 'card' (the default) is debited weekly from a saved card; 'transfer' pays by bank transfer. */
  pays?: 'card' | 'transfer';
  /** With pays 'card': the card is saved, authorised on this gateway, so the weekly debit can charge it. */
  gateway?: ScriptedGateway;
  /** The membership's terms. Default: the plan's weekly saving, weekly, for 12 months (FLEXI members choose). */
  contributionKobo?: bigint;
  frequency?: 'Daily' | 'Weekly' | 'Monthly';
  durationMonths?: number;
}

export interface TestMember {
  userId: number;
  email: string;
  token: string;
  /** Signed in at the clock's now, for one day. */
  headers: { accesstoken: string };
}

/**
 * A member made straight in the database, signed in at the clock's now: with `plan`, an active
 * membership of that plan (and, with `gateway`, a saved card), so a test starts from an active member
 * for the cost of a few inserts rather than a whole joining.
 */
export async function createMember(
  t: Pick<TestApp, 'database' | 'clock'>,
  opts: MemberOptions & { plan: PlanName },
): Promise<TestMember & { membershipId: number }>;
export async function createMember(
  t: Pick<TestApp, 'database' | 'clock'>,
  opts?: MemberOptions,
): Promise<TestMember>;
export async function createMember(
  t: Pick<TestApp, 'database' | 'clock'>,
  opts: MemberOptions = {},
): Promise<TestMember & { membershipId?: number }> {
  const db = t.database.db;
  const now = t.clock.now();
  seq += 1;
  const n = `${process.pid % 1000}${Date.now() % 100000}${seq}`.padStart(10, '0').slice(-10);
  const [user] = await db
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
      ...(opts.bank
        ? {
            bankName: 'Guaranty Trust Bank',
            accountNumber: `01${n.slice(-8)}`,
            accountHolderName: 'Ngozi Ama Eze',
          }
        : {}),
      createdAt: now,
      updatedAt: now,
      ...opts.user,
    })
    .returning();
  if (!user) throw new Error('member not created');
  const token = randomBytes(24).toString('hex');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  const member = { userId: user.id, email: user.email, token, headers: { accesstoken: token } };
  if (!opts.plan) return member;
  const membershipId = await giveActivePlan(db, user.id, opts.plan, {
    ...opts,
    startedAt: opts.startedAt ?? now,
  });
  return { ...member, membershipId };
}

/** An active membership of a catalogue plan from startedAt, its cycle dated as the cycle module dates it. */
async function giveActivePlan(
  db: Db,
  userId: number,
  planName: PlanName,
  o: MemberOptions & { startedAt: Date },
): Promise<number> {
  await ensurePlans(db);
  const [plan] = await db.select().from(plans).where(eq(plans.name, planName));
  if (!plan) throw new Error(`plan ${planName} not seeded`);
  const durationMonths = o.durationMonths ?? 12;
  const [m] = await db
    .insert(memberships)
    .values({
      userId,
      planId: plan.id,
      status: 'active',
      paymentMethod: o.pays ?? 'card',
      // The catalogue's FLEXI fee is 0 (each member's fee is quoted from their amount): N3,000 stands in.
      membershipFeeKobo: planName === 'FLEXI' ? 300_000n : plan.membershipFeeKobo,
      contributionKobo: o.contributionKobo ?? plan.weeklySavingKobo,
      frequency: o.frequency ?? 'Weekly',
      durationMonths,
      startedAt: o.startedAt,
      ...cycleDates(o.startedAt, durationMonths),
      createdAt: o.startedAt,
      updatedAt: o.startedAt,
    })
    .returning();
  if (!m) throw new Error('membership not created');
  if ((o.pays ?? 'card') === 'card' && o.gateway) {
    await db.insert(cards).values({
      userId,
      gateway: 'sandbox',
      authorizationCode: await o.gateway.newAuthorization(),
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '39',
      createdAt: o.startedAt,
    });
  }
  return m.id;
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
