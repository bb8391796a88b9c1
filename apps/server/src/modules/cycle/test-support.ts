import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { contributionWeeks, memberships, plans, sessions, users } from '../../db/schema/index.ts';
import { cards } from '../../db/schema/payments.ts';
import { hashToken } from '../../http/session-guard.ts';
import type { JobDeps } from '../../jobs/types.ts';
import { ACCOUNTS, memberAccount, post } from '../../ledger/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { PaymentGateway, Verification } from '../../payments/gateway.ts';
import { SandboxGateway } from '../../payments/sandbox/sandbox-gateway.ts';
import type { TestApp } from '../../test/app.ts';
import { seedPlans } from '../plans/seed.ts';
import { creditContributionWeeks } from './credit-weeks.ts';
import { runAutoDebit } from './debit.ts';
import { cycleDates, WEEK_MS } from './schedule.ts';

/**
 * Test support for the cycle engine: members with an active plan and a saved card made directly in
 * the database (activation has its own tests), and the sandbox gateway wrapped so a test can decide
 * which debits fail and can "crash" between the provider's answer and our commit.
 */

/** A card the sandbox charges at once (any Luhn-valid number but its test cards). */
const GOOD_CARD = { number: '4084084084084081', expMonth: '12', expYear: '39', cvv: '123', pin: '1234' };

export type Outcome =
  | 'success'
  | 'insufficient'
  | 'declined-without-reason'
  | 'undecided'
  | 'crash-after-charge'
  | 'no-answer';

/**
 * The real sandbox gateway, with a script: decide(reference) picks what happens to a saved-card
 * charge. 'insufficient' declines like the sandbox's declined card ('declined-without-reason' with no
 * message); 'undecided' answers pending (the bank has not decided yet); 'crash-after-charge' charges
 * at the sandbox and then throws, as if the process died before storing the answer; 'no-answer'
 * throws without charging. providerCharges counts the charges the provider really made per reference.
 */
export class ScriptedGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  readonly sandbox: SandboxGateway;
  readonly providerCharges = new Map<string, number>();
  /** What happens to each member's debits (by user id); anyone else's succeed. */
  readonly outcomes = new Map<number, Outcome>();
  decide: (reference: string) => Outcome = (reference) =>
    this.outcomes.get(Number(reference.split(':')[1])) ?? 'success';

  /** The charges the provider made for one member's debits. */
  chargesFor(userId: number): number {
    let n = 0;
    for (const [ref, count] of this.providerCharges)
      if (ref.startsWith(`weekly-debit:${userId}:`)) n += count;
    return n;
  }

  constructor(clock: Clock) {
    this.sandbox = new SandboxGateway({
      publicUrl: 'http://localhost:3000',
      deliverWebhook: async () => {},
      now: () => clock.now(),
    });
  }

  /** A reusable authorization from the sandbox, as the card-setup flow would store it. */
  async newAuthorization(): Promise<string> {
    const reference = `card-setup-${randomBytes(6).toString('hex')}`;
    await this.sandbox.chargeCard({
      reference,
      amountKobo: 10_000n,
      email: 'a@b.ng',
      card: GOOD_CARD,
      callbackUrl: '',
    });
    const v = await this.sandbox.verify(reference);
    if (!v.authorization) throw new Error('sandbox gave no authorization');
    return v.authorization.code;
  }

  async chargeAuthorization(
    input: Parameters<PaymentGateway['chargeAuthorization']>[0],
  ): Promise<Verification> {
    const outcome = this.decide(input.reference);
    if (outcome === 'no-answer') throw new Error('socket hang up');
    if (outcome === 'undecided') {
      return { reference: input.reference, status: 'pending', amountKobo: 0n, currency: 'NGN', message: '' };
    }
    const prior = await this.verify(input.reference);
    let v: Verification;
    if (prior.status === 'success' || this.declined.has(input.reference)) {
      v = prior; // a provider answers a repeated reference with its first answer
    } else if (outcome === 'insufficient' || outcome === 'declined-without-reason') {
      this.declined.set(input.reference, outcome === 'insufficient' ? 'Insufficient funds' : '');
      v = await this.verify(input.reference);
    } else {
      v = await this.sandbox.chargeAuthorization(input);
      if (v.status === 'success') {
        this.providerCharges.set(input.reference, (this.providerCharges.get(input.reference) ?? 0) + 1);
      }
    }
    if (outcome === 'crash-after-charge') throw new Error('process stopped before the answer was stored');
    const reported = this.reportedAmounts.get(input.reference);
    return reported === undefined ? v : { ...v, amountKobo: reported };
  }

  /** The references declined, with the provider's message. */
  private readonly declined = new Map<string, string>();

  /** The amount the provider reports for a charge, by reference (0n: reports none). */
  readonly reportedAmounts = new Map<string, bigint>();

  /** References whose verification fails (the provider's status call errors). */
  readonly verifyFails = new Set<string>();

  async verify(reference: string): Promise<Verification> {
    if (this.verifyFails.has(reference)) throw new Error('provider status call failed');
    const declined = this.declined.get(reference);
    if (declined !== undefined) {
      return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: declined };
    }
    return this.sandbox.verify(reference);
  }

  initialize: PaymentGateway['initialize'] = (i) => this.sandbox.initialize(i);
  chargeCard: PaymentGateway['chargeCard'] = (i) => this.sandbox.chargeCard(i);
  submitOtp: PaymentGateway['submitOtp'] = (i) => this.sandbox.submitOtp(i);
  resendOtp: PaymentGateway['resendOtp'] = (i) => this.sandbox.resendOtp(i);
  refund: PaymentGateway['refund'] = (i) => this.sandbox.refund(i);
  verifyWebhook: PaymentGateway['verifyWebhook'] = (b, s) => this.sandbox.verifyWebhook(b, s);

  /** Total charges the provider made across references; a double charge shows as a count above 1. */
  maxChargesPerReference(): number {
    return Math.max(0, ...this.providerCharges.values());
  }
}

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

export function jobDeps(db: Db, gateway: PaymentGateway, clock: Clock, mailer: Mailer): JobDeps {
  return { db, gateway, clock, mailer };
}

/** The due time of `week` of a member who started at `start`. */
export const weekOf = (start: Date, week: number) => new Date(start.getTime() + (week - 1) * WEEK_MS);

/** What the cycle's job tests do again and again, on one test app and its scripted gateway. */
export function cycleHelpers(t: TestApp, gateway: ScriptedGateway) {
  const db = t.database.db;
  /** What the jobs logged, for the warnings an operator relies on. */
  const logged: { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (fields: Record<string, unknown>, message: string) =>
    void logged.push({ level, fields, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as JobDeps['log'];
  const deps = (): JobDeps => ({ ...jobDeps(db, gateway, t.clock, t.app.deps.mailer), log });
  const userField = async <K extends 'status' | 'memberTitle'>(userId: number, field: K) =>
    (await db.select({ v: users[field] }).from(users).where(eq(users.id, userId)))[0]?.v;
  return {
    deps,
    logged,
    /** The member's contribution weeks, in order. */
    weeksOf: (userId: number) =>
      db
        .select()
        .from(contributionWeeks)
        .where(eq(contributionWeeks.userId, userId))
        .orderBy(contributionWeeks.week),
    statusOf: (userId: number) => userField(userId, 'status'),
    titleOf: (userId: number) => userField(userId, 'memberTitle'),
    /** Runs the debit job at the due time of `week` (plus a minute), as the schedule would. */
    runAt(start: Date, week: number) {
      t.clock.set(new Date(weekOf(start, week).getTime() + 60_000));
      return runAutoDebit(deps());
    },
    /** What the payments module does when an operator confirms a transfer: post it, then count its weeks. */
    confirmTransfer(userId: number, amountKobo: bigint, reference: string) {
      return db.transaction(async (tx) => {
        await post(tx, {
          key: reference,
          kind: 'contribution',
          memberId: userId,
          description: 'Bank transfer',
          lines: [
            { account: ACCOUNTS.bank, amount: amountKobo },
            { account: memberAccount(userId, 'contributions'), amount: -amountKobo },
          ],
          at: t.clock.now(),
        });
        return creditContributionWeeks(tx, {
          userId,
          amountKobo,
          reference,
          source: 'transfer',
          now: t.clock.now(),
        });
      });
    },
  };
}
