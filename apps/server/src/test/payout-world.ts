import { afterAll, beforeAll, expect } from 'vitest';
import { payouts } from '../db/schema/index.ts';
import { sandboxOf } from '../gateways/index.ts';
import { checkLedger, post } from '../ledger/index.ts';
import { earningsRedeemed, referralEarning } from '../ledger/transfers.ts';
import { apiCall, createTestApp, type TestApp } from './app.ts';
import { type FakePaystack, startFakePaystack } from './fake-paystack.ts';
import { createMember, type TestMember } from './members.ts';
import { financeOperators, sendPayoutBatch } from './payout-batch.ts';
import { payoutReads } from './payout-reads.ts';

let seq = 0;

/** A member whose redeemed earnings wait as a payout, as the redemption call leaves them. */
export async function waitingPayout(
  t: TestApp,
  opts: { amountKobo?: bigint; bankName?: string; accountNumber?: string } = {},
) {
  const member = await createMember(t, { user: { fullName: 'Ada Obi' } });
  const amountKobo = opts.amountKobo ?? 1_250_000n;
  const at = t.clock.now();
  const n = ++seq;
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await post(
      tx,
      referralEarning({
        key: `test-earn:${member.userId}:${n}`,
        referrerId: member.userId,
        amountKobo,
        description: 'Referral',
        at,
      }),
    );
    await post(
      tx,
      earningsRedeemed({
        key: `test-redeem:${member.userId}:${n}`,
        memberId: member.userId,
        amountKobo,
        description: 'Redeemed',
        at,
      }),
    );
  });
  const [row] = await db
    .insert(payouts)
    .values({
      userId: member.userId,
      kind: 'redemption',
      reference: `test-redeem:${member.userId}:${n}`,
      amountKobo,
      bankName: opts.bankName ?? 'Guaranty Trust Bank',
      accountNumber: opts.accountNumber ?? '0123456789',
      accountHolderName: 'Ada Obi',
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('no payout');
  return { member, payout: row };
}

/**
 * The payout tests' world (modules/admin/payouts): one app, on the sandbox or, given `paystackSecret`,
 * on a fake Paystack held to its published contract; two finance operators, the maker who proposes
 * and the checker who approves; and the console's payout calls. Registers its own beforeAll and
 * afterAll, which finds the ledger balanced after the file's tests; read `t`, `maker`, `checker` and
 * `fake` inside a test (they are made in beforeAll).
 */
export function payoutWorld(opts: { paystackSecret?: string } = {}) {
  const w = {} as { t: TestApp; maker: TestMember; checker: TestMember; fake?: FakePaystack };
  beforeAll(async () => {
    const secret = opts.paystackSecret;
    if (secret) w.fake = await startFakePaystack(secret);
    w.t = await createTestApp(
      w.fake && secret
        ? {
            env: { PAYMENT_GATEWAY: 'paystack', PAYSTACK_SECRET_KEY: secret, PAYSTACK_BASE_URL: w.fake.url },
          }
        : {},
    );
    Object.assign(w, await financeOperators(w.t));
  });
  afterAll(async () => {
    expect((await checkLedger(w.t.database.db)).ok).toBe(true);
    await w.t.close();
    await w.fake?.close();
  });

  const sandbox = () => {
    const s = sandboxOf(w.t.app.deps.gateway);
    if (!s) throw new Error('the test app runs the sandbox');
    return s;
  };
  const call = apiCall(() => w.t.app);
  /** The maker (or `who`) proposes a batch of these payouts, sent by `method`. */
  const proposeBatch = (ids: number[], method: 'transfer' | 'csv', who?: TestMember) =>
    call('POST', '/admin/payouts/batches', (who ?? w.maker).headers, { payout_ids: ids, method });
  /** The checker (or `who`) approves a proposal. */
  const approve = (proposal: { id: number; payload_hash: string }, who?: TestMember) =>
    call('POST', `/admin/approvals/${proposal.id}/approve`, (who ?? w.checker).headers, {
      payload_hash: proposal.payload_hash,
    });

  /** Proposes a batch by maker, approves it by checker, and waits for the sandbox's webhooks. */
  const sendBatch = (ids: number[], method: 'transfer' | 'csv' = 'transfer') =>
    sendPayoutBatch(w.t, w, ids, method);

  return {
    get t() {
      return w.t;
    },
    get maker() {
      return w.maker;
    },
    get checker() {
      return w.checker;
    },
    /** The fake Paystack, in a world made with `paystackSecret`. */
    get fake(): FakePaystack {
      if (!w.fake) throw new Error('this payout world runs the sandbox');
      return w.fake;
    },
    sandbox,
    call,
    proposeBatch,
    approve,
    sendBatch,
    waitingPayout: (o?: Parameters<typeof waitingPayout>[1]) => waitingPayout(w.t, o),
    ...payoutReads(() => w.t),
  };
}
