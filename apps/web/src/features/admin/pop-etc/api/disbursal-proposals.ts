import { useQuery } from '@tanstack/react-query';
import { approvalsQuery } from '../../shared/api/approvals-list.ts';

/** GET /admin/approvals (proposed): the disbursals waiting, for their payload hash. */
export const useDisbursalProposals = () =>
  useQuery({ ...approvalsQuery({ status: 'proposed' }), select: (page) => page.proposals });
