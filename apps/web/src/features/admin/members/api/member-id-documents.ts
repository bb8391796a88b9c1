import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DownloadedFile, downloadFile, request } from '../../../../lib/api-client.ts';
import { memberQuery } from './member.ts';

/** GET /admin/members/:id/id-documents: the member's documents, tier and limits. */
export const memberIdDocumentsQuery = (id: number) =>
  queryOptions({
    queryKey: [...memberQuery(id).queryKey, 'id-documents'],
    queryFn: async () => (await request('GET /admin/members/{id}/id-documents', { params: { id } })).data,
  });

export const useMemberIdDocuments = (id: number) => useQuery(memberIdDocumentsQuery(id));

/** GET /admin/members/:id/id-documents/:docId/file: the image or PDF, to open in a new tab. */
export const fetchIdDocumentFile = (id: number, docId: number): Promise<DownloadedFile> =>
  downloadFile('GET /admin/members/{id}/id-documents/{docId}/file', { params: { id, docId } });
