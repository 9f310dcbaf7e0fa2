import { createDiscussionResponseSchema, type CreateDiscussionResponse } from '@campus/domain/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/deals/{id}/contact: the discussion with the deal's author, created or reused. */
export function contactSeller(id: string): Promise<CreateDiscussionResponse> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/contact`, {
    method: 'POST',
    schema: createDiscussionResponseSchema,
  });
}

export function useContactSeller() {
  return useMutation({ mutationFn: contactSeller });
}
