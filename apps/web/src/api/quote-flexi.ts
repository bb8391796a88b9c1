import { flexiQuoteViewSchema } from '@trust/shared/contracts/plans';
import { request } from '../lib/api-client.ts';

/** The FLEXI terms the member chose: quoted first (quote-flexi.ts), then paid (pay-flexi.ts). */
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

/**
 * POST /userflexiplanpayment flexi_type 1: the membership fee for these terms. The call answers a quote
 * or a checkout by flexi_type, so the answer is parsed with the quote's schema.
 */
export const quoteFlexi = async (
  terms: FlexiTermsInput,
  signal?: AbortSignal,
  pageResponse: FlexiReturn = 1,
) => {
  const answer = await request('POST /userflexiplanpayment', {
    body: { ...terms, flexi_type: 1, page_response: pageResponse },
    signal,
  });
  return { ...answer, data: flexiQuoteViewSchema.parse(answer.data) };
};
