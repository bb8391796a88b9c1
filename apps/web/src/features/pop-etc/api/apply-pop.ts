import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PopApplyBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';
import { reloadAfterApply } from './reload-after-apply.ts';

/** POST /purchaseorderpower */
export function useApplyPop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PopApplyBody) => request('POST /purchaseorderpower', { body }),
    onSuccess: () => reloadAfterApply(client),
  });
}
