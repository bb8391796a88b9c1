import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { settlementsKey } from './settlements-list.ts';

/** POST /admin/settlements/import: reads the provider's new settlements now (the job does it daily). */
export function useImportSettlements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request('POST /admin/settlements/import', { showError: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });
}
