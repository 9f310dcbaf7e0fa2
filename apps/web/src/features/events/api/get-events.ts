import { eventListSchema, type EventList, type EventMode, type EventType } from '@campus/domain/events';
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

/** GET /api/events: the channel's upcoming or past events. */
export function getEvents(filters: EventFilters): Promise<EventList> {
  return apiRequest('/events', { query: { ...filters }, schema: eventListSchema });
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
