import { SANDBOX_BANKS } from '../gateways/sandbox/sandbox-banks.ts';
import { answer, type Routes } from './fake-paystack-shared.ts';

/** The fake Paystack's banks: List Banks (Nigeria's) and Resolve Account Number. */
export interface FakeBanks {
  /** The banks GET /bank lists (Paystack's codes and types; the sandbox's list unless a test changes it). */
  banks: { code: string; name: string; type: string }[];
  /** Accounts GET /bank/resolve knows, by `<bank code>:<account number>`, with the name the bank holds. */
  bankAccounts: Map<string, string>;
}

export const startingBanks = (): FakeBanks => ({
  banks: SANDBOX_BANKS.map(({ code, name, type }) => ({ code, name, type })),
  bankAccounts: new Map(),
});

/** The handlers, reading `fake.banks` at each call: a test may put another list in its place. */
export function bankRoutes(fake: FakeBanks): Routes {
  return {
    bank_list(c) {
      if (c.request.query.country !== 'nigeria')
        return answer(200, { status: true, message: 'Banks retrieved', data: [] });
      const at = '2026-01-01T00:00:00.000Z';
      return answer(200, {
        status: true,
        message: 'Banks retrieved',
        data: fake.banks.map((b, i) => ({
          id: i + 1,
          name: b.name,
          slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          code: b.code,
          longcode: '',
          gateway: null,
          pay_with_bank: false,
          supports_transfer: true,
          available_for_direct_debit: false,
          active: true,
          is_deleted: false,
          country: 'Nigeria',
          currency: 'NGN',
          type: b.type,
          createdAt: at,
          updatedAt: at,
        })),
        meta: { next: null, previous: null, perPage: 100 },
      });
    },

    bank_resolveAccountNumber(c) {
      const accountNumber = String(c.request.query.account_number ?? '');
      const bankCode = String(c.request.query.bank_code ?? '');
      const name = fake.bankAccounts.get(`${bankCode}:${accountNumber}`);
      if (!name)
        return answer(422, {
          status: false,
          message: 'Could not resolve account name. Check parameters or try again.',
        });
      return answer(200, {
        status: true,
        message: 'Account number resolved',
        data: {
          account_number: accountNumber,
          account_name: name,
          bank_id: fake.banks.findIndex((b) => b.code === bankCode) + 1,
        },
      });
    },
  };
}
