import type { EventDeletedResponse } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** DELETE /api/events/sessions/{id} (MDB_ADMIN): cancels one session; its participants are notified. */
export async function deleteSession(sessionId: string): Promise<EventDeletedResponse> {
  const { eventDeletedResponseSchema } = await import('@campus/domain/events');
  return apiRequest(`/events/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'DELETE',
    schema: eventDeletedResponseSchema,
  });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
