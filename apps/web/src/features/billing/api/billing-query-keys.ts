import type { InvoiceStatus } from '@campus/domain/billing';

/** Every billing query starts with this key. */
export const BILLING_QUERY_KEY = ['billing'] as const;

export interface InvoiceFilters {
  status?: InvoiceStatus | undefined;
  year?: number | undefined;
  page: number;
}

export const invoicesQueryKey = (filters: InvoiceFilters) => [...BILLING_QUERY_KEY, 'invoices', filters] as const;
export const subscriptionsQueryKey = [...BILLING_QUERY_KEY, 'subscriptions'] as const;
export const paymentMethodsQueryKey = [...BILLING_QUERY_KEY, 'payment-methods'] as const;
export const billingAddressQueryKey = [...BILLING_QUERY_KEY, 'address'] as const;

/** Billing changes only through the member's own actions here (or the billing admin): a minute is fresh enough. */
export const BILLING_FRESHNESS = { staleTime: 60_000, refetchOnWindowFocus: true } as const;

/** The billing admin's queries (MDB_ADMIN): a member search and one member's billing state. */
export const ADMIN_BILLING_QUERY_KEY = [...BILLING_QUERY_KEY, 'admin'] as const;
export const billingMemberSearchQueryKey = (q: string) => [...ADMIN_BILLING_QUERY_KEY, 'search', q] as const;
export const memberBillingQueryKey = (uid: string) => [...ADMIN_BILLING_QUERY_KEY, 'member', uid] as const;
