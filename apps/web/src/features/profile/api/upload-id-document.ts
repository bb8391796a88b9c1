import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentType } from '@trust/shared';
import { request } from '../../../lib/api-client.ts';
import { idDocumentsQuery } from './id-documents.ts';

/** POST /useriddocumentupload (multipart: id_type, id_number, id_file); the form shows a refusal itself. */
export function useUploadIdDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: IdDocumentType; number: string; file: File }) => {
      const form = new FormData();
      form.append('id_type', input.type);
      form.append('id_number', input.number);
      form.append('id_file', input.file);
      return request('POST /useriddocumentupload', { body: form, showSuccess: true });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: idDocumentsQuery().queryKey }),
  });
}
