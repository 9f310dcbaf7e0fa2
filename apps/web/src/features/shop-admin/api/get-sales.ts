import { SALES_PAGE_SIZE, saleListSchema, type Sale } from '@campus/domain/shop';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { shopAdminQueryKeys } from './shop-admin-query-keys';

export interface SalesPage {
  items: Sale[];
  /** Invoices and credit notes over every page (the `x-total-count` header). */
  total: number;
  pageCount: number;
}

/** GET /shop/admin/sales?page= (MDB_ADMIN): one page of invoices and credit notes, newest first. */
export async function getSales(page: number, signal?: AbortSignal): Promise<SalesPage> {
  let total: number | null = null;
  const items = await shopRequest('/admin/sales', {
    query: { page },
    schema: saleListSchema,
    signal,
    onHeaders: (headers) => {
      const count = Number(headers.get('x-total-count'));
      total = headers.has('x-total-count') && Number.isFinite(count) ? count : null;
    },
  });
  const known = total ?? (page - 1) * SALES_PAGE_SIZE + items.length;
  return { items, total: known, pageCount: Math.max(1, Math.ceil(known / SALES_PAGE_SIZE)) };
}

export const salesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: shopAdminQueryKeys.sales(page),
    queryFn: ({ signal }) => getSales(page, signal),
    // The page shown stays while the next one loads (no flash of skeletons between pages).
    placeholderData: keepPreviousData,
  });

export function useSales(page: number) {
  return useQuery(salesQueryOptions(page));
}
