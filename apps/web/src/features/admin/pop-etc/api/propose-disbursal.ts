import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** POST /admin/popetc/:id/propose: then the console's queues read again (the queue and the approvals). */
export function useProposeDisbursal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('POST /admin/popetc/{id}/propose', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: consoleKey }),
  });
}
