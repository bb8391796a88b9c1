import type { FlexiCheckout, FlexiQuoteView } from '@trust/shared/contracts/plans';
import { api } from '../../../lib/api-client.ts';

export interface FlexiTermsInput {
  planid: number;
  con_amount: number;
  pf_pl_text: string;
  pf_pl_duration: number;
}

/** POST /userflexiplanpayment flexi_type 1: the membership fee for these terms. */
export const quoteFlexi = (terms: FlexiTermsInput, signal?: AbortSignal) =>
  api.post<FlexiQuoteView>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 1, page_response: 1 },
    { signal },
  );

/** POST /userflexiplanpayment flexi_type 2: the checkout to pay fee + first contribution. */
export const payFlexi = (terms: FlexiTermsInput) =>
  api.post<FlexiCheckout>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 2, page_response: 1 },
    { showError: true },
  );
