import { activityPageSchema, type ActivityPage } from '@campus/domain/account';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ACTIVITY_QUERY_KEY = ['activity'] as const;

/** GET /api/me/activity?before=: one page of the member's timeline, newest first. */
export function getActivity(before: string | null): Promise<ActivityPage> {
  return apiRequest('/me/activity', { query: { before }, schema: activityPageSchema });
}

export const activityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ACTIVITY_QUERY_KEY,
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useActivity() {
  return useInfiniteQuery(activityQueryOptions());
}
