import { eventResponseSchema, type CampusEvent, type SessionInput } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** PUT /api/events/sessions/{id} (MDB_ADMIN): a session's title, description, date and duration. */
export async function updateSession(sessionId: string, request: SessionInput): Promise<CampusEvent> {
  return (
    await apiRequest(`/events/sessions/${encodeURIComponent(sessionId)}`, {
      method: 'PUT',
      body: request,
      schema: eventResponseSchema,
    })
  ).event;
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, request }: { sessionId: string; request: SessionInput }) =>
      updateSession(sessionId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
