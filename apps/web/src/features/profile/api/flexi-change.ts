import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlexiCheckout, FlexiFrequencyView, FlexiQuoteView } from '@trust/shared/contracts/plans';
import { api } from '../../../lib/api-client.ts';

export interface FlexiTerms {
  planid: number;
  con_amount: number;
  pf_pl_text: string;
  pf_pl_duration: number;
}

/** POST /userflexiplanpayment flexi_type 1: the membership fee for these terms. */
export const quoteFlexiChange = (terms: FlexiTerms, signal?: AbortSignal) =>
  api.post<FlexiQuoteView>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 1, page_response: 3 },
    { signal },
  );

/** POST /userflexiplanpayment flexi_type 2: for a BASIC member, the change to FLEXI on the provider's page. */
export const payFlexiChange = (terms: FlexiTerms) =>
  api.post<FlexiCheckout>('/userflexiplanpayment', { ...terms, flexi_type: 2, page_response: 3 });

/** GET /getflexiplanfrequency. */
export const useFlexiFrequencies = () =>
  useQuery(
    queryOptions({
      queryKey: ['getflexiplanfrequency'],
      queryFn: async () => (await api.get<FlexiFrequencyView[]>('/getflexiplanfrequency')).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
