import type { CardChangeAnswer, ChangeCardStartBody } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';
import type { CardPayload } from '../../payments/api/submit-card.ts';

/**
 * POST /changecardauthrequest: check the new card (N100, refunded). The answer says it is saved,
 * waits for an OTP, or continues on the bank's (or the provider's) page. A declined card is a 400
 * with the spec's words and the bank's reason (data.reason), which the page shows itself.
 */
export const startCardChange = (card: Partial<CardPayload>, pageResponse: 3 | 4) =>
  api.post<CardChangeAnswer>('/changecardauthrequest', {
    ...card,
    page_response: pageResponse,
    fromWeb: 1,
  } satisfies ChangeCardStartBody);
