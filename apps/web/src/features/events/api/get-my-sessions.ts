import type { MemberSessionList } from '@campus/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_FRESHNESS, mySessionsQueryKey, type MySessionsFilters } from './events-query-keys';

/**
 * GET /api/events/my-sessions: the sessions the member holds a seat in or waits for. Read typed, not parsed: the
 * header's calendar badge and the dashboard's sessions card ask for it on a first load (decision 0004).
 */
export function getMySessions(filters: MySessionsFilters): Promise<MemberSessionList> {
  return apiRequest<MemberSessionList>('/events/my-sessions', { query: { ...filters }, unparsed: 'first-load' });
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
