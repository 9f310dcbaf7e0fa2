import { postMessageResponseSchema, type PostMessageResponse } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions/{id}/messages: answered once the message is committed (the ack). */
export function postMessage(discussionId: string, text: string): Promise<PostMessageResponse> {
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/messages`, {
    method: 'POST',
    body: { text },
    schema: postMessageResponseSchema,
  });
}

export function usePostMessage(discussionId: string) {
  return useMutation({
    mutationFn: (text: string) => postMessage(discussionId, text),
    onError: (error) => reportClientError('postMessage', error),
  });
}
