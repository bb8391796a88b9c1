import type { RefundStatus } from '../gateways/gateway.ts';
import {
  chargeData,
  type FakeCard,
  type FakeTransaction,
  refundData,
  verifyData,
} from './fake-paystack-answers.ts';
import type { FakeMandates } from './fake-paystack-mandates.ts';
import {
  answer,
  bodyOf,
  brokenRule,
  DUPLICATE_REFERENCE,
  type Routes,
  refused,
} from './fake-paystack-shared.ts';

/**
 * The fake Paystack's transactions and charges: the hosted checkout (Initialize Transaction), Verify
 * Transaction, Charge Authorization (a saved card, or an active mandate, charged again) and refunds.
 */
export interface FakeCharges {
  transactions: Map<string, FakeTransaction>;
  authorization: FakeCard;
  /** When set, a charge of a saved card is declined by the bank with this reason. */
  declineCharges: string | null;
  /**
   * When true, Paystack takes a charge of a saved card in but its answer is lost (504): the charge
   * stays processing until pay() finishes it.
   */
  chargesProcessing: boolean;
  /** Milliseconds each charge of a saved card takes to answer (a slow provider; 0 by default). */
  chargeDelayMs: number;
  /** Milliseconds each verify of a transaction takes to answer (0 by default). */
  verifyDelayMs: number;
  /** The status a refund is answered with ('pending', Paystack's usual first answer, unless set). */
  refundStatus: RefundStatus;
  /**
   * The member pays the checkout of `reference` by `channel` (a card unless said otherwise). Throws
   * when the checkout does not offer that channel.
   */
  pay(reference: string, channel?: string): void;
}

export function startingCharges(): FakeCharges {
  const transactions = new Map<string, FakeTransaction>();
  return {
    transactions,
    authorization: {
      authorization_code: 'AUTH_fake123',
      last4: '4081',
      exp_month: '12',
      exp_year: '2030',
      brand: 'visa',
      reusable: true,
    },
    declineCharges: null,
    chargesProcessing: false,
    chargeDelayMs: 0,
    verifyDelayMs: 0,
    refundStatus: 'pending',
    pay(reference, channel = 'card') {
      const t = transactions.get(reference);
      if (!t) return;
      if (t.channels && !t.channels.includes(channel)) {
        throw new Error(`The checkout of ${reference} offers only ${t.channels.join(', ')}`);
      }
      t.status = 'success';
      t.channel = channel;
    },
  };
}

/** The handlers, reading the fake's settings as a test left them at each call. */
export function chargeRoutes(
  fake: FakeCharges & Pick<FakeMandates, 'mandates'> & { violations: string[] },
): Routes {
  const { transactions } = fake;
  const idOf = (reference: string) => [...transactions.keys()].indexOf(reference) + 1;
  /** Mandates whose authorization may be charged (active ones), by code. */
  const activeMandate = (code: unknown) =>
    [...fake.mandates.values()].some((m) => m.authorizationCode === code && m.status === 'active');

  return {
    transaction_initialize(c) {
      const body = bodyOf(c);
      const broken = brokenRule(fake.violations, 'transaction_initialize', body);
      if (broken) return broken;
      const reference = String(body.reference);
      if (transactions.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      transactions.set(reference, {
        amount: body.amount as number,
        status: 'abandoned',
        email: String(body.email),
        channels: body.channels as string[] | undefined,
      });
      return answer(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${reference}`,
          access_code: 'ac',
          reference,
        },
      });
    },

    transaction_verify(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const t = transactions.get(reference);
      if (!t) return answer(404, { status: false, message: 'Transaction reference not found' });
      return answer(200, {
        status: true,
        message: 'Verification successful',
        data: verifyData(idOf(reference), reference, t, fake.authorization),
      });
    },

    transaction_chargeAuthorization(c) {
      const body = bodyOf(c);
      const broken = brokenRule(fake.violations, 'transaction_chargeAuthorization', body);
      if (broken) return broken;
      const reference = String(body.reference);
      if (transactions.has(reference)) return answer(400, DUPLICATE_REFERENCE);
      if (
        body.authorization_code !== fake.authorization.authorization_code &&
        !activeMandate(body.authorization_code)
      ) {
        return refused('Invalid authorization code');
      }
      if (fake.chargesProcessing) {
        transactions.set(reference, {
          amount: body.amount as number,
          status: 'processing',
          email: String(body.email),
        });
        return answer(504, { status: false, message: 'Gateway timeout' });
      }
      const declined = fake.declineCharges;
      const t: FakeTransaction = {
        amount: body.amount as number,
        status: declined ? 'failed' : 'success',
        email: String(body.email),
      };
      transactions.set(reference, t);
      return answer(200, {
        status: true,
        message: 'Charge attempted',
        data: chargeData(idOf(reference), reference, t, fake.authorization, declined),
      });
    },

    refund_create(c) {
      const body = bodyOf(c);
      const broken = brokenRule(fake.violations, 'refund_create', body);
      if (broken) return broken;
      const reference = String(body.transaction);
      const t = transactions.get(reference);
      if (t?.status !== 'success') return refused('Transaction has not been paid');
      const amount = (body.amount as number | undefined) ?? t.amount;
      if (amount > t.amount) return refused('Refund amount cannot be more than the transaction amount');
      return answer(200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: refundData(idOf(reference), reference, t, amount, fake.refundStatus),
      });
    },
  };
}
