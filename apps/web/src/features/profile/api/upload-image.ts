import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { profileQuery } from './profile.ts';

/** POST /userimageupload (multipart, field u_image): answers data.filepath. */
export function useUploadImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('u_image', file);
      return request('POST /userimageupload', { body: form, showError: true, showSuccess: true });
    },
    onSuccess: (res) => {
      session.mergeUser({ u_image: res.data.filepath });
      void client.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
