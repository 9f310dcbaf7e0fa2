import { dealSchema, type Deal, type DealRequest } from '@campus/domain/network';
import { apiRequest } from '../../../lib/api-client';
import { useDealChange } from './get-deal';

/** POST /api/deals (a new draft) or PUT /api/deals/{id} (its author edits it). */
export function saveDeal(id: string | null, request: DealRequest): Promise<Deal> {
  return apiRequest(id ? `/deals/${encodeURIComponent(id)}` : '/deals', {
    method: id ? 'PUT' : 'POST',
    body: request,
    schema: dealSchema,
  });
}

export function useSaveDeal() {
  return useDealChange(({ id, request }: { id: string | null; request: DealRequest }) => saveDeal(id, request));
}
