import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EtcApplyBody } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';
import { reloadAfterApply } from './reload-after-apply.ts';

/** POST /emergencytravelcover */
export function useApplyEtc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EtcApplyBody) => request('POST /emergencytravelcover', { body }),
    onSuccess: () => reloadAfterApply(client),
  });
}
