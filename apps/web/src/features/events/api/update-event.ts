import { eventResponseSchema, type CampusEvent, type UpdateEventRequest } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** PUT /api/events/{id} (MDB_ADMIN): the event's own fields; its sessions take the new capacity. */
export async function updateEvent(id: string, request: UpdateEventRequest): Promise<CampusEvent> {
  return (
    await apiRequest(`/events/${encodeURIComponent(id)}`, { method: 'PUT', body: request, schema: eventResponseSchema })
  ).event;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateEventRequest }) => updateEvent(id, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
