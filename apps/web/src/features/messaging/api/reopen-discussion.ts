import type { DiscussionResponse } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/{id}/reopen (spec 4: membership moves between MembersIds and IgnoringMembersIds). */
export async function reopenDiscussion(discussionId: string): Promise<DiscussionResponse> {
  const { discussionResponseSchema } = await import('@campus/domain/messaging');
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/reopen`, {
    method: 'POST',
    schema: discussionResponseSchema,
  });
}

export function useReopenDiscussion() {
  return useMutation({
    mutationFn: reopenDiscussion,
    onError: (error) => reportClientError('reopenDiscussion', error),
  });
}
