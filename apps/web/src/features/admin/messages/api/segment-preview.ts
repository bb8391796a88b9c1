import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SegmentInput } from '@trust/shared';
import { request } from '../../../../lib/api-client.ts';
import { messagesKey } from './fund-messages.ts';

/** POST /admin/messages/preview: how many members the segment holds now, by email and by push. */
export const segmentPreviewQuery = (segment: SegmentInput) =>
  queryOptions({
    queryKey: [...messagesKey, 'preview', segment],
    queryFn: async () => (await request('POST /admin/messages/preview', { body: { segment } })).data,
    placeholderData: keepPreviousData,
  });

export const useSegmentPreview = (segment: SegmentInput) => useQuery(segmentPreviewQuery(segment));
