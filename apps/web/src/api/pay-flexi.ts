import { flexiCheckoutSchema } from '@trust/shared/contracts/plans';
import { request } from '../lib/api-client.ts';
import type { FlexiReturn, FlexiTermsInput } from './quote-flexi.ts';

/**
 * POST /userflexiplanpayment flexi_type 2: the checkout to pay fee + first contribution. The joining
 * shows a refusal in the spec's 'Error!' pop-up; the profile's modal shows it inline (showError false).
 * The call answers a quote or a checkout by flexi_type, so the answer is parsed with the checkout's schema.
 */
export const payFlexi = async (terms: FlexiTermsInput, pageResponse: FlexiReturn = 1) => {
  const answer = await request('POST /userflexiplanpayment', {
    body: { ...terms, flexi_type: 2, page_response: pageResponse },
    showError: pageResponse === 1,
  });
  return { ...answer, data: flexiCheckoutSchema.parse(answer.data) };
};
