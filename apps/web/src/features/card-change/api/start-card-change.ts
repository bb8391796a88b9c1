import type { ChangeCardStartBody } from '@trust/shared';
import type { CardPayload } from '../../../api/submit-card.ts';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /changecardauthrequest: check the new card (N100, refunded). The answer says it is saved,
 * waits for an OTP, or continues on the bank's (or the provider's) page. A declined card is a 400
 * with the spec's words and the bank's reason (data.reason), which the page shows itself.
 */
export const startCardChange = (card: Partial<CardPayload>, pageResponse: 3 | 4) =>
  request('POST /changecardauthrequest', {
    body: {
      ...card,
      page_response: pageResponse,
      fromWeb: 1,
    } satisfies ChangeCardStartBody,
  });
