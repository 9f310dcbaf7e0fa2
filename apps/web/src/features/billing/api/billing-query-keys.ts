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
