import type { CampusEvent } from '@campus/domain/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_FRESHNESS, EVENTS_QUERY_KEY } from './events-query-keys';

/** GET /api/events/{id}: one event and its sessions. Its contract loads with it: the list's first load does without. */
export async function getEvent(id: string): Promise<CampusEvent> {
  const { eventResponseSchema } = await import('@campus/domain/events');
  return (await apiRequest(`/events/${encodeURIComponent(id)}`, { schema: eventResponseSchema })).event;
}

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...EVENTS_QUERY_KEY, 'detail', id], queryFn: () => getEvent(id), ...EVENTS_FRESHNESS });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
