import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlexiFrequencyView } from '@trust/shared/contracts/plans';
import { api } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

/** GET /getflexiplanfrequency: Daily, Weekly, Monthly; the first is the default. */
export const flexiFrequenciesQuery = () =>
  queryOptions({
    queryKey: ['flexi-frequencies'],
    queryFn: async () => (await api.get<FlexiFrequencyView[]>('/getflexiplanfrequency')).data,
    staleTime: 60 * 60_000,
  });
export const useFlexiFrequencies = () => useQuery(flexiFrequenciesQuery());

export interface FlexiTermsInput {
  planid: number;
  con_amount: number;
  pf_pl_text: string;
  pf_pl_duration: number;
}

/** POST /userflexiplanpayment flexi_type 1: the membership fee for these terms. */
export const quoteFlexi = (terms: FlexiTermsInput, signal?: AbortSignal) =>
  api.post<{ membership_fee: number }>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 1, page_response: 1 },
    { signal },
  );

/** POST /userflexiplanpayment flexi_type 2: the checkout to pay fee + first contribution. */
export const payFlexi = (terms: FlexiTermsInput) =>
  api.post<{ authurl: string; membership_fee: number }>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 2, page_response: 1 },
    { showError: true },
  );

/** POST /userordinaryplansubscribe: the free BASIC plan; answers the user with a pin. */
export const subscribeOrdinary = (planid: number) =>
  api.post<SessionUser>(
    '/userordinaryplansubscribe',
    { planid: String(planid), page_response: 0 },
    { showError: true },
  );
