import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /usertrustpartnerresponse (part 2 section 4.13): a truster's answer to a loan request,
 * trustresponse 1 (TRUST, with the agreement's box checked) or 0 (DECLINE).
 */
export const useTrusterAnswer = () =>
  useMutation({
    mutationFn: async (a: { loanid: number; uid: number; trust: boolean }) =>
      request('POST /usertrustpartnerresponse', {
        body: {
          trustresponse: a.trust ? 1 : 0,
          loanid: a.loanid,
          uid: a.uid,
          ...(a.trust ? { termschecked: 1 } : {}),
        },
      }),
  });
