import { INVOICE_PAGE_SIZE, invoiceListSchema, type InvoiceSummary } from '@campus/domain/billing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { BILLING_FRESHNESS, invoicesQueryKey, type InvoiceFilters } from './billing-query-keys';

export interface InvoicePage {
  items: InvoiceSummary[];
  /** Invoices matching the filters, over every page (the `x-total-count` header). */
  total: number;
  pageCount: number;
}

/** GET /shop/invoices?status=&year=&page=: one page of the member's invoices, newest first. */
export async function getInvoices(filters: InvoiceFilters): Promise<InvoicePage> {
  let total: number | null = null;
  const items = await shopRequest('/invoices', {
    query: { ...filters },
    schema: invoiceListSchema,
    onHeaders: (headers) => {
      const count = Number(headers.get('x-total-count'));
      total = Number.isFinite(count) && headers.has('x-total-count') ? count : null;
    },
  });
  const known = total ?? (filters.page - 1) * INVOICE_PAGE_SIZE + items.length;
  return { items, total: known, pageCount: Math.max(1, Math.ceil(known / INVOICE_PAGE_SIZE)) };
}

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: invoicesQueryKey(filters),
    queryFn: () => getInvoices(filters),
    // The page shown stays while the next one loads (no flash of skeletons between pages).
    placeholderData: keepPreviousData,
    ...BILLING_FRESHNESS,
  });

export function useInvoices(filters: InvoiceFilters) {
  return useQuery(invoicesQueryOptions(filters));
}
