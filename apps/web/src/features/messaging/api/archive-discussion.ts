import type { DiscussionResponse } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/{id}/archive (spec 4: membership moves between MembersIds and IgnoringMembersIds). */
export async function archiveDiscussion(discussionId: string): Promise<DiscussionResponse> {
  const { discussionResponseSchema } = await import('@campus/domain/messaging');
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/archive`, {
    method: 'POST',
    schema: discussionResponseSchema,
  });
}

export function useArchiveDiscussion() {
  return useMutation({
    mutationFn: archiveDiscussion,
    onError: (error) => reportClientError('archiveDiscussion', error),
  });
}
