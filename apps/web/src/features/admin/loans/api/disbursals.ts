import { useQuery } from '@tanstack/react-query';
import { approvalsQuery } from '../../shared/api/approvals-list.ts';

/** GET /admin/approvals?kind=loan-disbursal&status=proposed: the disbursals waiting for approval. */
export const useDisbursals = () =>
  useQuery({
    ...approvalsQuery({ status: 'proposed', kind: 'loan-disbursal' }),
    select: (page) => page.proposals,
  });
