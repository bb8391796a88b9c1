import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProposalStatus } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from './console-key.ts';

/** Every list of proposals: the first part of their keys. */
export const approvalsKey = [...consoleKey, 'approvals'] as const;

export interface ApprovalsFilter {
  status: ProposalStatus;
  /** One kind only (loan-disbursal), or every kind this operator handles. */
  kind?: string;
}

/** GET /admin/approvals?status=&kind=: proposals of the kinds this operator handles, newest first. */
export const approvalsQuery = (f: ApprovalsFilter) =>
  queryOptions({
    queryKey: [...approvalsKey, f.status, f.kind ?? 'all'],
    queryFn: async () => {
      const search = new URLSearchParams(f.kind ? { kind: f.kind, status: f.status } : { status: f.status });
      return (await request('GET /admin/approvals', { search })).data;
    },
  });

export const useApprovals = (f: ApprovalsFilter) => useQuery(approvalsQuery(f));
