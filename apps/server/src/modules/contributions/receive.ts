import type { Db } from '../../db/client.ts';
import { contributionWeeks } from '../../db/schema/index.ts';
import {
  type CashSource,
  contributionFromEarnings,
  contributionReceived,
  post,
  postMany,
} from '../../ledger/index.ts';
import { type CreditedWeeks, creditContributionWeeks } from './credit-weeks.ts';

/**
 * The one way a contribution is received: the money is posted from where it arrived to the member's
 * contributions and counted as contribution weeks, in the caller's transaction (the one that
 * settles the payment or confirms the transfer), under an idempotency key that derives from the
 * payment. How the weeks are counted depends on how the money came:
 *
 * - `bank-transfer` (an operator confirmed it on the bank statement) and `save-more` (paid ahead by
 *   card, or the demo's by bank): missed weeks still in grace first, then the coming ones
 *   (creditContributionWeeks), so the auto-debit does not charge them again;
 * - `activation` (the first contribution of a plan): week 1 of the new cycle, paid now;
 * - `earnings` (the member turned earnings into contributions): counted as bank-transfer and Save More
 *   are, the money moving from the member's earnings rather than from outside the fund;
 * - `card-debit` (the weekly auto-debit): the run has already claimed the week it charged, so only
 *   the money is posted; the run posts its many debits at once with receiveDebits().
 * - `top-up` (a plan upgrade brings the weeks already paid up to the new weekly saving): only the
 *   money is posted; the weeks it tops up are already counted.
 *
 * A replay (the key already posted with the same money) posts and counts nothing again.
 */
export type ContributionReceipt =
  | (Receipt & { source: 'bank-transfer' | 'save-more' | 'top-up' })
  | (Omit<Receipt, 'from'> & { source: 'earnings' })
  | (Receipt & {
      source: 'activation';
      /** The membership just activated and the payment that activated it. */
      membership: { id: number; cycleNumber: number };
      paymentReference: string;
    });

/** What every receipt says: whose money, how much, where it arrived, under which key, and when. */
interface Receipt {
  from: CashSource;
  memberId: number;
  amountKobo: bigint;
  key: string;
  description: string;
  at: Date;
}

export interface Received {
  /** true when this key was already received: nothing was posted or counted now. */
  replayed: boolean;
  weeks: CreditedWeeks;
}

const NO_WEEKS: CreditedWeeks = { paidLate: [], paid: [] };

export async function receiveContribution(tx: Db, r: ContributionReceipt): Promise<Received> {
  const { replayed } = await post(
    tx,
    r.source === 'earnings'
      ? contributionFromEarnings(r)
      : contributionReceived({
          key: r.key,
          memberId: r.memberId,
          amountKobo: r.amountKobo,
          from: r.from,
          // Save More shows apart in the member's history; every other receipt is a contribution.
          kind: r.source === 'save-more' ? 'save-more' : 'contribution',
          description: r.description,
          at: r.at,
        }),
  );
  if (replayed || r.source === 'top-up') return { replayed, weeks: NO_WEEKS };
  if (r.source === 'activation') {
    await tx
      .insert(contributionWeeks)
      .values({
        userId: r.memberId,
        membershipId: r.membership.id,
        cycleNumber: r.membership.cycleNumber,
        week: 1,
        dueAt: r.at,
        amountKobo: r.amountKobo,
        status: 'paid',
        source: 'activation',
        reference: r.paymentReference,
        attemptedAt: r.at,
        settledAt: r.at,
      })
      .onConflictDoNothing();
    return { replayed, weeks: { paidLate: [], paid: [1] } };
  }
  const weeks = await creditContributionWeeks(tx, {
    userId: r.memberId,
    amountKobo: r.amountKobo,
    reference: r.key,
    source: r.source === 'bank-transfer' ? 'transfer' : r.source,
    now: r.at,
  });
  return { replayed, weeks };
}

/** One week's card debit the weekly run has claimed and the provider has paid. */
export interface ReceivedDebit {
  memberId: number;
  amountKobo: bigint;
  /** The debit's reference: the idempotency key. */
  key: string;
  description: string;
  at: Date;
}

/**
 * The batch form for the weekly auto-debit: every paid debit of a run is posted in one pipeline call
 * (three statements whatever their number). The weeks were marked paid by the run's own claim.
 */
export async function receiveDebits(tx: Db, debits: ReceivedDebit[]): Promise<void> {
  if (debits.length === 0) return;
  await postMany(
    tx,
    debits.map((d) => contributionReceived({ ...d, from: 'provider', kind: 'contribution' })),
  );
}
