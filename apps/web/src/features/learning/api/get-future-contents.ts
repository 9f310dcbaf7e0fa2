import type { EducationalContent } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/**
 * GET /api/educational-contents/future?channel=: validated workshops still to come. A card of the dashboard, whose
 * first load does without zod's runtime (docs/decisions/0004): the answer is typed by its contract, not parsed.
 */
export function getFutureContents(channel: ChannelSlug): Promise<EducationalContent[]> {
  return apiRequest<EducationalContent[]>('/educational-contents/future', {
    query: { channel },
    unparsed: 'first-load',
  });
}

export const futureContentsQueryOptions = (channel: ChannelSlug) =>
  queryOptions({
    queryKey: [...learningKeys.futureContents, channel],
    queryFn: () => getFutureContents(channel),
    staleTime: 60_000,
  });
