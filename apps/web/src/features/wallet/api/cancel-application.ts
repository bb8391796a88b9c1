import { useMutation, useQueryClient } from '@tanstack/react-query';
import { popEtcTermsQuery } from '../../../api/pop-etc-terms.ts';
import { refreshFigures } from '../../../api/refresh-figures.ts';
import { request } from '../../../lib/api-client.ts';

const CALLS = { pop: 'POST /cancelpurchaseorderpower', etc: 'POST /cancelemergencytravelcover' } as const;

/** POST /cancelpurchaseorderpower or /cancelemergencytravelcover: a POP or ETC still in process (section 4.4). */
export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: 'pop' | 'etc') => request(CALLS[what]),
    onSuccess: () => {
      refreshFigures(client);
      void client.invalidateQueries({ queryKey: popEtcTermsQuery().queryKey });
    },
  });
}
