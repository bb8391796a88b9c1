import { useMutation } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';

/** POST /admin/totp/enrol: a new secret to scan. */
export const useStartTotp = () =>
  useMutation({ mutationFn: async () => (await request('POST /admin/totp/enrol')).data });
