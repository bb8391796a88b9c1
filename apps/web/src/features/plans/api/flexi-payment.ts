import type { FlexiCheckout, FlexiQuoteView } from '@trust/shared/contracts/plans';
import { api } from '../../../lib/api-client.ts';

export interface FlexiTermsInput {
  planid: number;
  con_amount: number;
  pf_pl_text: string;
  pf_pl_duration: number;
}

/**
 * Where the provider sends the member back (page_response, part 2 section 7): 1 the joining's card
 * return page, 3 the profile (a BASIC member changing to FLEXI).
 */
export type FlexiReturn = 1 | 3;

/** POST /userflexiplanpayment flexi_type 1: the membership fee for these terms. */
export const quoteFlexi = (terms: FlexiTermsInput, signal?: AbortSignal, pageResponse: FlexiReturn = 1) =>
  api.post<FlexiQuoteView>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 1, page_response: pageResponse },
    { signal },
  );

/**
 * POST /userflexiplanpayment flexi_type 2: the checkout to pay fee + first contribution. The joining
 * shows a refusal in the spec's 'Error!' pop-up; the profile's modal shows it inline (showError false).
 */
export const payFlexi = (terms: FlexiTermsInput, pageResponse: FlexiReturn = 1) =>
  api.post<FlexiCheckout>(
    '/userflexiplanpayment',
    { ...terms, flexi_type: 2, page_response: pageResponse },
    { showError: pageResponse === 1 },
  );
