import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reloadFigures } from '../../../api/reload-figures.ts';
import { request } from '../../../lib/api-client.ts';

/** GET /usermakeupfrontcontributionbyearning: earnings pay whole contribution weeks of the plan. */
export function useContributeFromEarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('GET /usermakeupfrontcontributionbyearning'),
    onSettled: () => reloadFigures(client),
  });
}
