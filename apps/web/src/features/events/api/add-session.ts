import { eventResponseSchema, type CampusEvent, type SessionInput } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** POST /api/events/{id}/sessions (MDB_ADMIN): one more session, with the event's capacity. */
export async function addSession(eventId: string, request: SessionInput): Promise<CampusEvent> {
  return (
    await apiRequest(`/events/${encodeURIComponent(eventId)}/sessions`, {
      method: 'POST',
      body: request,
      schema: eventResponseSchema,
    })
  ).event;
}

export function useAddSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, request }: { eventId: string; request: SessionInput }) => addSession(eventId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
