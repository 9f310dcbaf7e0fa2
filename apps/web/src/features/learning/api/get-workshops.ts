import type { EducationalContent } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/**
 * GET /api/educational-contents/brainstorming-workshop?channel=&q=: the channel's validated workshops and the member's
 * own. Read typed, not parsed: the events page asks for it on a first load (decision 0004).
 */
export function getWorkshops(channel: ChannelSlug, q: string): Promise<EducationalContent[]> {
  return apiRequest<EducationalContent[]>('/educational-contents/brainstorming-workshop', {
    query: { channel, ...(q ? { q } : {}) },
    unparsed: 'first-load',
  });
}

export const workshopsQueryOptions = (channel: ChannelSlug, q: string) =>
  queryOptions({ queryKey: [...learningKeys.workshops, channel, q], queryFn: () => getWorkshops(channel, q) });

export function useWorkshops(channel: ChannelSlug, q: string) {
  return useQuery({ ...workshopsQueryOptions(channel, q), placeholderData: keepPreviousData });
}
