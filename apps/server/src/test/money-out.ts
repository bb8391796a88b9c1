import { type MoneyOutPurpose, nubanFor } from '@trust/shared';
import { newMoneyOutCode } from '../modules/money-out/codes.ts';
import type { TestApp } from './app.ts';
import type { TestMember } from './members.ts';

/**
 * Asks for a money-out code as the member's browser does and reads it from the mail it went in
 * (the only place the code exists outside the member's hands).
 */
export async function moneyOutCode(t: TestApp, m: TestMember, purpose: MoneyOutPurpose): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/moneyoutcode',
    headers: m.headers,
    payload: { purpose },
  });
  if (res.statusCode !== 200) throw new Error(`moneyoutcode answered ${res.statusCode}: ${res.body}`);
  const mail = t.lastMailTo(m.email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** A code made straight by the service for a member (tests that sign in by id rather than by mail). */
export async function issueCode(t: TestApp, userId: number, purpose: MoneyOutPurpose): Promise<string> {
  return (await newMoneyOutCode(t.database.db, userId, purpose, t.clock.now())).code;
}

/** An Access Bank account number the check digit accepts (the sandbox names it after the member asking). */
export const ACCESS_ACCOUNT = nubanFor('044', '012345678');

/** The bank form as the browser sends it: the bank's code, the account number and the member's code. */
export async function bankForm(t: TestApp, userId: number, accountnumber = ACCESS_ACCOUNT, bankcode = '044') {
  return { bankcode, accountnumber, code: await issueCode(t, userId, 'bank_details') };
}
