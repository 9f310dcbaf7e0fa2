import type { ParticipationResponse } from '@campus/domain/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_QUERY_KEY } from './events-query-keys';

/** What a member does with a session: take a seat, wait for one, or leave. */
export type ParticipationAction = 'join' | 'wait' | 'quit';

/**
 * POST /api/events/sessions/{id}/join, /wait or /quit: the session once committed and the message to show. Its
 * contract (and zod's runtime) loads when the member acts: the events page's first load does without it.
 */
export async function participate(sessionId: string, action: ParticipationAction): Promise<ParticipationResponse> {
  const { participationResponseSchema } = await import('@campus/domain/events');
  return apiRequest(`/events/sessions/${encodeURIComponent(sessionId)}/${action}`, {
    method: 'POST',
    schema: participationResponseSchema,
  });
}

export function useParticipate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, action }: { sessionId: string; action: ParticipationAction }) =>
      participate(sessionId, action),
    // A full session or a freed seat changes every list: refetch them all.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_KEY }),
  });
}
