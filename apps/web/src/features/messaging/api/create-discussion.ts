import {
  createDiscussionResponseSchema,
  type CreateDiscussionRequest,
  type CreateDiscussionResponse,
} from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * POST /api/discussions: creates the discussion, or reuses the existing one (spec 4 and 5). With a `text` (issue 34)
 * the discussion is created with its first message: sent with an Idempotency-Key, so a retry posts it once.
 */
export function createDiscussion(request: CreateDiscussionRequest): Promise<CreateDiscussionResponse> {
  return apiRequest('/discussions', {
    method: 'POST',
    body: request,
    schema: createDiscussionResponseSchema,
    ...(request.text === undefined ? {} : { headers: { 'Idempotency-Key': newIdempotencyKey() } }),
  });
}

export function useCreateDiscussion() {
  return useMutation({
    mutationFn: createDiscussion,
    onError: (error) => reportClientError('createDiscussion', error),
  });
}
