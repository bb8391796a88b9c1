import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

/** POST /admin/members/:id/resend-verification: mails the member a new verification link. */
export function useResendMemberVerification(id: number) {
  return useMutation({
    mutationFn: () =>
      request('POST /admin/members/{id}/resend-verification', {
        params: { id },
        showError: true,
        showSuccess: true,
      }),
  });
}
