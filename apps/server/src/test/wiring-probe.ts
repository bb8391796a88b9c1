/**
 * Run as its own process by modules/payments/wiring.test.ts, so that nothing another test file loaded
 * or wired is in it. Prints one JSON line.
 *   node wiring-probe.ts alone   imports modules/payments only, records a plan payment in an embedded
 *                                database and settles it: { settled } or { error }
 *   node wiring-probe.ts wired   calls wireRegistries() as buildApp and every command-line entry do and
 *                                reports which payment purposes and approval kinds settlement finds
 */
import Fastify from 'fastify';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createGateway } from '../gateways/index.ts';
import { recordPayment, settlePayment } from '../modules/payments/index.ts';

async function alone() {
  const database = await openDatabase({ memory: true });
  try {
    await migrate(database);
    const { db } = database;
    const now = systemClock.now();
    const [user] = await db
      .insert(users)
      .values({
        fullName: 'Ada Obi',
        email: 'ada@example.com',
        phone: '08030000000',
        passwordHash: 'x',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!user) throw new Error('no user');
    const payment = await recordPayment(db, {
      purpose: 'plan',
      userId: user.id,
      membershipId: null,
      method: 'checkout',
      gateway: 'sandbox',
      amountKobo: 100_000n,
      now,
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const gateway = createGateway(config, systemClock, async () => {});
    const { log } = Fastify({ logger: false });
    const settled = await settlePayment({ db, clock: systemClock, gateway, config, log }, payment.reference);
    return { settled: settled?.status };
  } catch (e) {
    return { error: (e as Error).message };
  } finally {
    await database.close();
  }
}

async function wired() {
  const { wireRegistries } = await import('../modules/registries.ts');
  const { purposeOf } = await import('../modules/payments/purposes.ts');
  const { PURPOSE_NAMES } = await import('../modules/payments/index.ts');
  const { approvalKindNames } = await import('../modules/approvals/index.ts');
  wireRegistries();
  const missing = PURPOSE_NAMES.filter((name) => {
    try {
      return purposeOf(name).name !== name;
    } catch {
      return true;
    }
  });
  return { purposes: PURPOSE_NAMES.length, missing, kinds: approvalKindNames().sort() };
}

const mode = process.argv[2];
console.log(JSON.stringify(mode === 'wired' ? await wired() : await alone()));
