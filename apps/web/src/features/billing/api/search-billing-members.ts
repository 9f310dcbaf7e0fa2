import { billingMemberSearchResponseSchema, type BillingMember } from '@campus/domain/billing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { billingMemberSearchQueryKey } from './billing-query-keys';

/** The shortest text the member search sends (the server refuses shorter ones). */
export const BILLING_SEARCH_MIN_LENGTH = 2;

/** GET /shop/admin/members?q=: members whose name or e-mail contains the text (MDB_ADMIN). */
export async function searchBillingMembers(q: string): Promise<BillingMember[]> {
  const response = await shopRequest('/admin/members', { query: { q }, schema: billingMemberSearchResponseSchema });
  return response.members;
}

export function useBillingMemberSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: billingMemberSearchQueryKey(text),
    queryFn: () => searchBillingMembers(text),
    enabled: text.length >= BILLING_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
