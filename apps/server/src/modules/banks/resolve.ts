import { BANK_MESSAGES, nubanValid } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { type BankDirectory, GatewayError } from '../../gateways/index.ts';
import { ApiError, badRequest } from '../../http/envelope.ts';
import { activeBanks, bankByCode } from './directory.ts';

/**
 * The name a bank holds for an account. The number's check digit is checked first: a wrong one is
 * refused (400) without a provider call. Errors: 400 for a bank not in the provider's list, a wrong
 * check digit or an account the bank does not have; 503 when the provider cannot be asked.
 */
export async function resolveAccountName(
  deps: { db: Db; banks: BankDirectory },
  input: { bankCode: string; accountNumber: string; asker?: string },
  now: Date,
): Promise<{ accountName: string; bankName: string }> {
  await activeBanks(deps.db, deps.banks, now);
  const bank = await bankByCode(deps.db, input.bankCode);
  if (!bank?.active) throw badRequest(BANK_MESSAGES.unknownBank, { field: 'bank_code' });
  if (!nubanValid(input.bankCode, input.accountNumber))
    throw badRequest(BANK_MESSAGES.checkDigit, { field: 'account_number' });
  let answer: Awaited<ReturnType<BankDirectory['resolveAccount']>>;
  try {
    answer = await deps.banks.resolveAccount(input);
  } catch (e) {
    if (e instanceof GatewayError) throw new ApiError(503, BANK_MESSAGES.unavailable);
    throw e;
  }
  if (answer.kind === 'not-found') throw badRequest(BANK_MESSAGES.notFound, { field: 'account_number' });
  return { accountName: answer.accountName.trim(), bankName: bank.name };
}
