import { nubanFor } from '@trust/shared';
import type { BankDirectory, ProviderBank, Resolution, ResolveInput } from '../banks.ts';

/**
 * The provider's bank list as the sandbox gives it: Paystack's codes for Nigeria's commercial banks,
 * a few microfinance banks and the mobile-money operators and payment service banks many members bank
 * with (OPay, Moniepoint, Kuda, PalmPay among them), so every kind of code and check-digit form is met.
 */
export const SANDBOX_BANKS: readonly ProviderBank[] = [
  ['044', 'Access Bank'],
  ['023', 'Citibank Nigeria'],
  ['050', 'Ecobank Nigeria'],
  ['070', 'Fidelity Bank'],
  ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'],
  ['00103', 'Globus Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['301', 'Jaiz Bank'],
  ['082', 'Keystone Bank'],
  ['303', 'Lotus Bank'],
  ['076', 'Polaris Bank'],
  ['105', 'PremiumTrust Bank'],
  ['101', 'Providus Bank'],
  ['221', 'Stanbic IBTC Bank'],
  ['068', 'Standard Chartered Bank'],
  ['232', 'Sterling Bank'],
  ['100', 'Suntrust Bank'],
  ['302', 'TAJ Bank'],
  ['102', 'Titan Bank'],
  ['032', 'Union Bank of Nigeria'],
  ['033', 'United Bank For Africa'],
  ['215', 'Unity Bank'],
  ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
  ['565', 'Carbon'],
  ['51318', 'Fairmoney Microfinance Bank'],
  ['50211', 'Kuda Bank'],
  ['50515', 'Moniepoint MFB'],
  ['51310', 'Sparkle Microfinance Bank'],
  ['566', 'VFD Microfinance Bank Limited'],
  ['999992', 'OPay Digital Services Limited (OPay)', 'mobile_money'],
  ['999991', 'PalmPay', 'mobile_money'],
  ['100002', 'Paga', 'mobile_money'],
  ['120001', '9mobile 9Payment Service Bank', 'mobile_money'],
  ['120003', 'MTN Momo PSB', 'mobile_money'],
].map(([code, name, type]) => ({
  code: code as string,
  name: name as string,
  type: type ?? 'nuban',
  active: true,
}));

/**
 * The sandbox's test accounts, by the first nine digits of a number at any bank (the tenth is the
 * bank's check digit; `sandboxAccount` makes one): `someoneElse` is held by Chinedu Okafor, whoever
 * asks; `unknown` does not exist. Any other valid number is held by the member asking.
 */
export const SANDBOX_SERIALS = { someoneElse: '888888888', unknown: '999999999' } as const;
const SANDBOX_OTHER_HOLDER = 'OKAFOR CHINEDU';

/** A valid account number at the bank for a test serial (a mobile-money operator's takes any 10th digit). */
export function sandboxAccount(bankCode: string, serial: string): string {
  try {
    return nubanFor(bankCode, serial);
  } catch {
    return `${serial}0`;
  }
}

/** "Ngozi Adaeze Eze" as a bank writes it: surname first, capitals ("EZE NGOZI ADAEZE"). */
const asBankWrites = (name: string) => {
  const words = name.trim().toUpperCase().split(/\s+/);
  return words.length > 1 ? [words.at(-1), ...words.slice(0, -1)].join(' ') : (words[0] ?? '');
};

/** The bank directory of the offline sandbox: Paystack's answers, with no network. */
export class SandboxBanks implements BankDirectory {
  async listBanks(): Promise<ProviderBank[]> {
    return SANDBOX_BANKS.map((b) => ({ ...b }));
  }

  async resolveAccount(input: ResolveInput): Promise<Resolution> {
    const serial = input.accountNumber.slice(0, 9);
    const known = SANDBOX_BANKS.some((b) => b.code === input.bankCode);
    if (!known || serial === SANDBOX_SERIALS.unknown || !/^\d{10}$/.test(input.accountNumber))
      return { kind: 'not-found', message: 'Could not resolve account name. Check parameters or try again.' };
    if (serial === SANDBOX_SERIALS.someoneElse) return { kind: 'found', accountName: SANDBOX_OTHER_HOLDER };
    return { kind: 'found', accountName: asBankWrites(input.asker ?? 'Trust Fund Member') };
  }
}
