import type { EventList, EventMode, EventType } from '@campus/domain/events';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_FRESHNESS, EVENTS_QUERY_KEY } from './events-query-keys';

export interface EventFilters {
  channel: ChannelSlug;
  period: 'upcoming' | 'past';
  type?: EventType | undefined;
  mode?: EventMode | undefined;
}

/**
 * GET /api/events: the channel's upcoming or past events. Read typed, not parsed: the events page and the calendar ask
 * for it on a first load (decision 0004).
 */
export function getEvents(filters: EventFilters): Promise<EventList> {
  return apiRequest<EventList>('/events', { query: { ...filters }, unparsed: 'first-load' });
}

export const eventsQueryOptions = (filters: EventFilters) =>
  queryOptions({
    queryKey: [...EVENTS_QUERY_KEY, 'list', filters],
    queryFn: () => getEvents(filters),
    ...EVENTS_FRESHNESS,
  });

export function useEvents(filters: EventFilters) {
  return useQuery(eventsQueryOptions(filters));
}
