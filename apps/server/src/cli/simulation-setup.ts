import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { ManualClock } from '../clock.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { memberships, plans, users } from '../db/schema/index.ts';
import { cards } from '../db/schema/payments.ts';
import type { PaymentGateway, Verification } from '../gateways/gateway.ts';
import type { DeliverWebhook } from '../gateways/index.ts';
import { SandboxGateway } from '../gateways/sandbox/sandbox-gateway.ts';
import { cycleDates } from '../modules/contributions/index.ts';
import { drawKey, keyedRandom } from './simulation-chaos.ts';

/** The simulation's world: a seeded random source, a sandbox with failing cards, a fresh database, members. */

/** A seeded pseudo-random generator (mulberry32), so a run can be repeated exactly. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The sandbox, with a share of saved-card debits declined for insufficient funds. Whether a debit is
 * declined is fixed by the seed and its reference, so a retry gets the same answer and a run with
 * faults meets the same declines as one without.
 */
export class FailingCards implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  readonly sandbox: SandboxGateway;
  private readonly declined = new Set<string>();
  private readonly seed: number;
  private readonly failShare: number;
  constructor(clock: ManualClock, failShare: number, seed: number, deliverWebhook?: DeliverWebhook) {
    this.sandbox = new SandboxGateway({
      publicUrl: 'http://localhost',
      deliverWebhook: deliverWebhook ?? (async () => {}),
      now: () => clock.now(),
    });
    this.failShare = failShare;
    this.seed = seed;
  }
  async chargeAuthorization(
    input: Parameters<PaymentGateway['chargeAuthorization']>[0],
  ): Promise<Verification> {
    if (keyedRandom(this.seed, `decline:${drawKey(input.reference)}`) < this.failShare)
      this.declined.add(input.reference);
    if (this.declined.has(input.reference)) return this.verify(input.reference);
    return this.sandbox.chargeAuthorization(input);
  }
  async verify(reference: string): Promise<Verification> {
    if (this.declined.has(reference)) {
      return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: 'Insufficient funds' };
    }
    return this.sandbox.verify(reference);
  }
  async newAuthorization(i: number): Promise<string> {
    const reference = `sim-card-${i}`;
    await this.sandbox.chargeCard({
      reference,
      amountKobo: 10_000n,
      email: 'sim@example.com',
      callbackUrl: '',
      card: { number: '4084084084084081', expMonth: '12', expYear: '49', cvv: '123', pin: '1234' },
    });
    const code = (await this.sandbox.verify(reference)).authorization?.code;
    if (!code) throw new Error('the sandbox gave no card authorization');
    return code;
  }
  initialize: PaymentGateway['initialize'] = (i) => this.sandbox.initialize(i);
  chargeCard: PaymentGateway['chargeCard'] = (i) => this.sandbox.chargeCard(i);
  submitOtp: PaymentGateway['submitOtp'] = (i) => this.sandbox.submitOtp(i);
  resendOtp: PaymentGateway['resendOtp'] = (i) => this.sandbox.resendOtp(i);
  refund: PaymentGateway['refund'] = (i) => this.sandbox.refund(i);
  verifyWebhook: PaymentGateway['verifyWebhook'] = (b, s) => this.sandbox.verifyWebhook(b, s);
  createTransferRecipient: PaymentGateway['createTransferRecipient'] = (i) =>
    this.sandbox.createTransferRecipient(i);
  initiateTransfer: PaymentGateway['initiateTransfer'] = (i) => this.sandbox.initiateTransfer(i);
  verifyTransfer: PaymentGateway['verifyTransfer'] = (r) => this.sandbox.verifyTransfer(r);
}

export async function freshDatabase(
  url?: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { database, drop: () => database.close() };
  }
  const name = `trust_sim_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const PLAN_MIX = [
  'SILVER',
  'SILVER',
  'SILVER',
  'SILVER',
  'GOLD',
  'GOLD',
  'GOLD',
  'PLATINUM',
  'PLATINUM',
  'FLEXI',
];

export async function createMembers(
  database: Database,
  gateway: FailingCards,
  n: number,
  start: Date,
  random: () => number,
) {
  const db = database.db;
  const planRows = await db.select().from(plans);
  const byName = new Map(planRows.map((p) => [p.name, p]));
  for (let from = 0; from < n; from += 250) {
    const batch = Array.from({ length: Math.min(250, n - from) }, (_, k) => from + k + 1);
    const created = await db
      .insert(users)
      .values(
        batch.map((i) => {
          const key = String(i).padStart(10, '0');
          const withBank = random() < 0.9;
          return {
            fullName: `Member ${i}`,
            email: `member${i}@sim.example`,
            phone: `234800${key.slice(-7)}`,
            passwordHash: 'simulated',
            emailVerifiedAt: start,
            tfpPin: `TFP${key}`,
            referralKey: key,
            registrationComplete: true,
            ...(withBank
              ? { bankName: 'Access Bank', accountNumber: key, accountHolderName: `Member ${i}` }
              : {}),
            createdAt: start,
            updatedAt: start,
          };
        }),
      )
      .returning({ id: users.id });
    const rows = [];
    for (const [k, u] of created.entries()) {
      const plan = byName.get(PLAN_MIX[(from + k) % PLAN_MIX.length] as string);
      if (!plan) throw new Error('plan catalogue not seeded');
      // Members joined over the first day, at different hours.
      const startedAt = new Date(start.getTime() + Math.floor(random() * 12) * 3_600_000);
      const flexi = plan.name === 'FLEXI';
      rows.push({
        userId: u.id,
        planId: plan.id,
        status: 'active',
        paymentMethod: 'card',
        membershipFeeKobo: flexi ? 150_000n : plan.membershipFeeKobo,
        contributionKobo: flexi ? 50_000n : plan.weeklySavingKobo,
        frequency: flexi ? ('Daily' as const) : ('Weekly' as const),
        durationMonths: 12,
        startedAt,
        ...cycleDates(startedAt, 12),
        createdAt: startedAt,
        updatedAt: startedAt,
      });
    }
    await db.insert(memberships).values(rows);
    const cardRows = [];
    for (const u of created) {
      cardRows.push({
        userId: u.id,
        gateway: 'sandbox',
        authorizationCode: await gateway.newAuthorization(u.id),
        last4: '4081',
        brand: 'visa',
        expMonth: '12',
        expYear: '49',
        createdAt: start,
      });
    }
    await db.insert(cards).values(cardRows);
  }
}
