import {
  createDiscussionResponseSchema,
  type CreateDiscussionRequest,
  type CreateDiscussionResponse,
} from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportClientError } from '../../../lib/client-errors';

/** POST /api/discussions: creates the discussion, or reuses the existing one (spec 4 and 5). */
export function createDiscussion(request: CreateDiscussionRequest): Promise<CreateDiscussionResponse> {
  return apiRequest('/discussions', { method: 'POST', body: request, schema: createDiscussionResponseSchema });
}

export function useCreateDiscussion() {
  return useMutation({
    mutationFn: createDiscussion,
    onError: (error) => reportClientError('createDiscussion', error),
  });
}
