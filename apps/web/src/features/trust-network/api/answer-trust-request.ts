import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TrustAnswer {
  byuserid: number;
  touserid: number;
  accept: boolean;
}

/**
 * POST /addtrustmemberresponse {byuserid, touserid, trustrequest}: '1' accepts, '0' rejects. The list,
 * the dashboard (its trust rating) and the notifications reload.
 */
export function useAnswerTrustRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: TrustAnswer) =>
      api.post<{ t_mem_status: number }>('/addtrustmemberresponse', {
        byuserid: a.byuserid,
        touserid: a.touserid,
        trustrequest: a.accept ? '1' : '0',
      }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: ['trustmemberslisting'] });
      client.invalidateQueries({ queryKey: ['userdashboard'] });
      client.invalidateQueries({ queryKey: ['usenotificationlist'] });
    },
  });
}
