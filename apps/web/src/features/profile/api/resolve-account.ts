import { useQuery } from '@tanstack/react-query';
import { nubanValid, type ResolveAccountBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /resolveaccount: the name the bank holds for the account, asked once the number can be one of
 * the bank's (the check digit is checked here first, so a mistyped number costs no call).
 */
export function useResolvedAccount(bankCode: string, accountNumber: string) {
  const ready = bankCode !== '' && nubanValid(bankCode, accountNumber);
  return useQuery({
    queryKey: ['resolveaccount', bankCode, accountNumber],
    queryFn: async () =>
      (
        await request('POST /resolveaccount', {
          body: {
            bank_code: bankCode,
            account_number: accountNumber,
          } satisfies ResolveAccountBody,
        })
      ).data.account_name,
    enabled: ready,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
