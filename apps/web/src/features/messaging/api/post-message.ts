import { postMessageResponseSchema, type PostMessageResponse } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * POST /api/discussions/{id}/messages: answered once the message is committed (the ack). Its Idempotency-Key makes
 * a retry of this very send (the client's after a 503, a load balancer's after an instance died) post it once.
 */
export function postMessage(discussionId: string, text: string): Promise<PostMessageResponse> {
  return apiRequest(`/discussions/${encodeURIComponent(discussionId)}/messages`, {
    method: 'POST',
    body: { text },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
    schema: postMessageResponseSchema,
  });
}

export function usePostMessage(discussionId: string) {
  return useMutation({
    mutationFn: (text: string) => postMessage(discussionId, text),
    onError: (error) => reportClientError('postMessage', error),
  });
}
