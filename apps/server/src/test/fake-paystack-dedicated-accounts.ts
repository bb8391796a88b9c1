import { PAYSTACK_REFUSALS } from '../gateways/paystack-rules.ts';
import {
  dedicatedAccountData,
  type FakeDedicatedAccount,
  type FakeTransaction,
} from './fake-paystack-answers.ts';
import type { FakeCustomerBook, FakeCustomers } from './fake-paystack-customers.ts';
import { answer, bodyOf, type Routes, refused } from './fake-paystack-shared.ts';

/**
 * The fake Paystack's dedicated accounts: Create Dedicated Account for a customer it created, and
 * transfers into one, which Verify Transaction then describes (channel dedicated_nuban).
 */
export interface FakeDedicatedAccounts {
  /** Dedicated accounts assigned, by account number. */
  dedicatedAccounts: Map<string, FakeDedicatedAccount>;
  /**
   * When true, POST /dedicated_account refuses a customer not in `validatedCustomers` (400, Paystack's
   * shape), as Paystack does for business categories that require a validated customer.
   */
  requireCustomerValidation: boolean;
  /**
   * Someone sends `amountKobo` to a dedicated account: a paid transaction on channel dedicated_nuban
   * under a reference of Paystack's own, which verify then describes. Answers the reference (the test
   * sends the webhook).
   */
  receiveTransfer(accountNumber: string, amountKobo: number): string;
}

/** The banks the fake assigns dedicated accounts at, by Paystack's provider slug. */
const DEDICATED_BANKS: Record<string, { id: number; name: string; slug: string }> = {
  'wema-bank': { id: 20, name: 'Wema Bank', slug: 'wema-bank' },
  'titan-paystack': { id: 60, name: 'Titan Paystack', slug: 'titan-paystack' },
  'test-bank': { id: 1, name: 'Test Bank', slug: 'test-bank' },
};

/** Transfers received land in `transactions`, the charges' own (fake-paystack-charges.ts). */
export function startingDedicatedAccounts(transactions: Map<string, FakeTransaction>): FakeDedicatedAccounts {
  const dedicatedAccounts = new Map<string, FakeDedicatedAccount>();
  return {
    dedicatedAccounts,
    requireCustomerValidation: false,
    receiveTransfer(accountNumber, amountKobo) {
      const account = dedicatedAccounts.get(accountNumber);
      if (!account) throw new Error(`The fake assigned no dedicated account ${accountNumber}`);
      const reference = `${Date.now()}_dva${transactions.size + 1}`;
      transactions.set(reference, {
        amount: amountKobo,
        status: 'success',
        email: account.email,
        channel: 'dedicated_nuban',
        dedicated: {
          customerCode: account.customerCode,
          accountNumber,
          bankName: account.bank.name,
        },
      });
      return reference;
    },
  };
}

export function dedicatedAccountRoutes(
  fake: FakeDedicatedAccounts & FakeCustomers,
  customers: FakeCustomerBook,
): Routes {
  const { dedicatedAccounts } = fake;
  return {
    dedicatedAccount_create(c) {
      const body = bodyOf(c);
      const who = customers.get(String(body.customer));
      if (!who) return answer(404, { status: false, message: 'Customer not found' });
      if (fake.requireCustomerValidation && !fake.validatedCustomers.has(who.code))
        return answer(400, { ...PAYSTACK_REFUSALS.customerNotValidated });
      const bank = DEDICATED_BANKS[String(body.preferred_bank ?? 'wema-bank')];
      if (!bank) return refused('Preferred bank not available on your integration');
      const accountNumber = `90${String(who.id).padStart(8, '0')}`;
      const account: FakeDedicatedAccount = {
        id: dedicatedAccounts.size + 1,
        customerId: who.id,
        customerCode: who.code,
        email: who.email,
        firstName: String(who.body.first_name ?? ''),
        lastName: String(who.body.last_name ?? ''),
        phone: String(who.body.phone ?? ''),
        accountNumber,
        bank,
      };
      dedicatedAccounts.set(accountNumber, account);
      return answer(200, {
        status: true,
        message: 'NUBAN successfully created',
        data: dedicatedAccountData(account),
      });
    },
  };
}
