import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionByEarnings } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';
import { reloadFigures } from './reload-figures.ts';

/** GET /usermakeupfrontcontributionbyearning: earnings pay whole contribution weeks of the plan. */
export function useContributeFromEarnings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<ContributionByEarnings>('/usermakeupfrontcontributionbyearning'),
    onSettled: () => reloadFigures(client),
  });
}
