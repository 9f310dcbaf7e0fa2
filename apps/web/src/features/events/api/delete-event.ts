import type { EventDeletedResponse } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** DELETE /api/events/{id} (MDB_ADMIN): cancels the event; its participants are notified. */
export async function deleteEvent(id: string): Promise<EventDeletedResponse> {
  const { eventDeletedResponseSchema } = await import('@campus/domain/events');
  return apiRequest(`/events/${encodeURIComponent(id)}`, { method: 'DELETE', schema: eventDeletedResponseSchema });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
