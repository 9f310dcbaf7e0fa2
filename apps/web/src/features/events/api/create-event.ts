import { eventResponseSchema, type CampusEvent, type CreateEventRequest } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** POST /api/events (MDB_ADMIN): a new event of one of the admin's channels with its first sessions. */
export async function createEvent(request: CreateEventRequest): Promise<CampusEvent> {
  return (await apiRequest('/events', { method: 'POST', body: request, schema: eventResponseSchema })).event;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
