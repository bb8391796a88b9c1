import type { Config } from '../../config.ts';

/** Who issues a statement: the fund's name as members know it, its legal name, bank and contact. */
export interface FundDetails {
  name: string;
  legalName: string;
  bankName: string;
  accountNumber: string;
  email: string;
  website: string;
}

/** The brand name used across the site and its mails; the rest from the operator's settings. */
export function fundDetails(c: Config): FundDetails {
  return {
    name: 'Trust Fund',
    legalName: c.FUND_ACCOUNT_NAME,
    bankName: c.FUND_BANK_NAME,
    accountNumber: c.FUND_ACCOUNT_NUMBER,
    email: c.FUND_INBOX,
    website: c.publicUrl.replace(/^https?:\/\//, ''),
  };
}
