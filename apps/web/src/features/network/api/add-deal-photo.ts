import { dealSchema, type Deal } from '@campus/domain/network';
import { apiRequest } from '../../../lib/api-client';
import { useDealChange } from './get-deal';

/** POST /api/deals/{id}/photos (multipart, field `photo`): answers the deal with it. */
export function addDealPhoto(id: string, file: File): Promise<Deal> {
  const body = new FormData();
  body.append('photo', file);
  return apiRequest(`/deals/${encodeURIComponent(id)}/photos`, { method: 'POST', body, schema: dealSchema });
}

export function useAddDealPhoto() {
  return useDealChange(({ id, file }: { id: string; file: File }) => addDealPhoto(id, file));
}
