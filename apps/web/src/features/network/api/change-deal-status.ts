import { dealSchema, type Deal } from '@campus/domain/network';
import { apiRequest } from '../../../lib/api-client';
import { useDealChange } from './get-deal';

/** What the deal's author does with it once written (spec: draft, published, closed, expired). */
export type DealStatusChange = 'publish' | 'renew' | 'close';

/** POST /api/deals/{id}/publish, /renew or /close: answers the deal in its new status. */
export function changeDealStatus(id: string, change: DealStatusChange): Promise<Deal> {
  return apiRequest(`/deals/${encodeURIComponent(id)}/${change}`, { method: 'POST', schema: dealSchema });
}

export function useChangeDealStatus() {
  return useDealChange(({ id, change }: { id: string; change: DealStatusChange }) => changeDealStatus(id, change));
}
