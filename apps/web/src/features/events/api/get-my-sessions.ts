import type { MemberSessionList } from '@campus/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_FRESHNESS, mySessionsQueryKey, type MySessionsFilters } from './events-query-keys';

/** GET /api/events/my-sessions: the sessions the member holds a seat in or waits for. */
export function getMySessions(filters: MySessionsFilters): Promise<MemberSessionList> {
  return apiRequest('/events/my-sessions', { query: { ...filters } });
}

export const mySessionsQueryOptions = (filters: MySessionsFilters) =>
  queryOptions({
    queryKey: mySessionsQueryKey(filters),
    queryFn: () => getMySessions(filters),
    ...EVENTS_FRESHNESS,
  });

export function useMySessions(filters: MySessionsFilters) {
  return useQuery(mySessionsQueryOptions(filters));
}
