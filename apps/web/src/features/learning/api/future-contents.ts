import type { EducationalContent } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

const futureKey = (channel: ChannelSlug) => [...LEARNING_QUERY_KEY, 'future', channel] as const;

/**
 * GET /api/educational-contents/future?channel=: validated workshops still to come. Read typed, not parsed: the
 * dashboard's workshops card (decision 0004).
 */
export const futureContentsQueryOptions = (channel: ChannelSlug) =>
  queryOptions({
    queryKey: futureKey(channel),
    queryFn: () =>
      apiRequest<EducationalContent[]>('/educational-contents/future', { query: { channel }, unparsed: 'first-load' }),
    staleTime: 60_000,
  });

/** POST /api/educational-contents/{id}/join or /quit. */
export function useContentParticipation(channel: ChannelSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isJoining }: { id: string; isJoining: boolean }) => {
      const { educationalContentSchema } = await import('@campus/domain/learning');
      return apiRequest(`/educational-contents/${encodeURIComponent(id)}/${isJoining ? 'join' : 'quit'}`, {
        method: 'POST',
        schema: educationalContentSchema,
      });
    },
    onSuccess: (content) =>
      client.setQueryData<EducationalContent[]>(futureKey(channel), (list) =>
        list?.map((item) => (item.id === content.id ? content : item)),
      ),
  });
}
