import type { CourseSummary } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/**
 * GET /api/courses?channel=: the member's trainings in a channel, with their progress. Read typed, not parsed: the
 * dashboard's trainings card (decision 0004).
 */
export function getCourses(channel: ChannelSlug): Promise<CourseSummary[]> {
  return apiRequest<CourseSummary[]>('/courses', { query: { channel }, unparsed: 'first-load' });
}

export const coursesQueryOptions = (channel: ChannelSlug) =>
  queryOptions({ queryKey: learningKeys.courses(channel), queryFn: () => getCourses(channel), staleTime: 30_000 });

export function useCourses(channel: ChannelSlug) {
  return useQuery(coursesQueryOptions(channel));
}
