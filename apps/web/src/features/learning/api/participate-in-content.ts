import type { EducationalContent } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { futureContentsQueryOptions } from './get-future-contents';

/**
 * POST /api/educational-contents/{id}/join or /quit: the workshop as it is now. Its contract (and zod's runtime) loads
 * when the member acts: the dashboard's first screen, which shows this card, does without it.
 */
export async function participateInContent(id: string, isJoining: boolean): Promise<EducationalContent> {
  const { educationalContentSchema } = await import('@campus/domain/learning');
  return apiRequest(`/educational-contents/${encodeURIComponent(id)}/${isJoining ? 'join' : 'quit'}`, {
    method: 'POST',
    schema: educationalContentSchema,
  });
}

export function useParticipateInContent(channel: ChannelSlug) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isJoining }: { id: string; isJoining: boolean }) => participateInContent(id, isJoining),
    onSuccess: (content) =>
      client.setQueryData(futureContentsQueryOptions(channel).queryKey, (list) =>
        list?.map((item) => (item.id === content.id ? content : item)),
      ),
  });
}
