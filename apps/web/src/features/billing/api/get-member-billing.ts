import { memberBillingSchema, type MemberBilling } from '@campus/domain/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { memberBillingQueryKey } from './billing-query-keys';

/** GET /shop/admin/members/{uid}/billing: one member's whole billing state and the admin actions on it. */
export function getMemberBilling(uid: string): Promise<MemberBilling> {
  return shopRequest(`/admin/members/${encodeURIComponent(uid)}/billing`, { schema: memberBillingSchema });
}

export function useMemberBilling(uid: string) {
  return useQuery({ queryKey: memberBillingQueryKey(uid), queryFn: () => getMemberBilling(uid), staleTime: 10_000 });
}

/** After another admin action on the member (a contract issued): their billing state and trail are reloaded. */
export function useRefreshMemberBilling() {
  const queryClient = useQueryClient();
  return (uid: string) => queryClient.invalidateQueries({ queryKey: memberBillingQueryKey(uid) });
}
