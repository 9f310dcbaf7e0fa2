import { dealSchema, type Deal } from '@campus/domain/network';
import { apiRequest } from '../../../lib/api-client';
import { useDealChange } from './get-deal';

/** DELETE /api/deals/{id}/photos/{photoId}: answers the deal without it. */
export function removeDealPhoto(id: string, photoId: string): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    schema: dealSchema,
  });
}

export function useRemoveDealPhoto() {
  return useDealChange(({ id, photoId }: { id: string; photoId: string }) => removeDealPhoto(id, photoId));
}
