import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /useriddocuments: the member's own ID documents, tier and limits. */
export const idDocumentsQuery = () =>
  queryOptions({
    queryKey: ['useriddocuments'],
    queryFn: async () => (await request('GET /useriddocuments')).data,
  });

export const useIdDocuments = () => useQuery(idDocumentsQuery());
