import {
  billingMemberSearchResponseSchema,
  invoiceSummarySchema,
  memberBillingSchema,
  type BillingMember,
  type InvoiceStatus,
  type InvoiceSummary,
  type MemberBilling,
} from '@campus/domain/billing';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { ADMIN_BILLING_QUERY_KEY, billingMemberSearchQueryKey, memberBillingQueryKey } from './billing-query-keys';

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

/** GET /shop/admin/members/{uid}/billing: one member's whole billing state and the admin actions on it. */
export function getMemberBilling(uid: string): Promise<MemberBilling> {
  return shopRequest(`/admin/members/${encodeURIComponent(uid)}/billing`, { schema: memberBillingSchema });
}

export function useMemberBilling(uid: string) {
  return useQuery({ queryKey: memberBillingQueryKey(uid), queryFn: () => getMemberBilling(uid), staleTime: 10_000 });
}

/** PUT /shop/invoices/{id}/status (the billing admin, spec 4): kept in the audit trail by the server. */
export function setInvoiceStatus(id: string, status: InvoiceStatus): Promise<InvoiceSummary> {
  return shopRequest(`/invoices/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: invoiceSummarySchema,
  });
}

/** Voids an invoice, then reloads the member's billing state (the new status and its audit entry). */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: InvoiceSummary) => setInvoiceStatus(invoice.id, 'void'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BILLING_QUERY_KEY }),
  });
}

/** After another admin action on the member (a contract issued): their billing state and trail are reloaded. */
export function useRefreshMemberBilling() {
  const queryClient = useQueryClient();
  return (uid: string) => queryClient.invalidateQueries({ queryKey: memberBillingQueryKey(uid) });
}
