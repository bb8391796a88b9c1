import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { approvalsKey } from '../../shared/api/approvals-list.ts';
import { awaitedTransfersKey } from './awaited-transfers.ts';

/** POST /admin/transfers/import {csv, preview}: the preview, then the proposals (the lists read again). */
export function useImportStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { csv: string; preview: boolean }) =>
      (await request('POST /admin/transfers/import', { body, showSuccess: !body.preview })).data,
    onSuccess: (_d, body) =>
      body.preview
        ? undefined
        : Promise.all([
            client.invalidateQueries({ queryKey: awaitedTransfersKey }),
            client.invalidateQueries({ queryKey: approvalsKey }),
          ]),
  });
}
