import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshFigures } from './refresh.ts';

const PATH = { pop: '/cancelpurchaseorderpower', etc: '/cancelemergencytravelcover' } as const;

/** POST /cancelpurchaseorderpower or /cancelemergencytravelcover: a POP or ETC still in process (section 4.4). */
export function useCancelApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: 'pop' | 'etc') => api.post<unknown>(PATH[what]),
    onSuccess: () => {
      refreshFigures(client);
      void client.invalidateQueries({ queryKey: ['popetcterms'] });
    },
  });
}
