import { refundResultSchema, type RefundResult } from '@campus/domain/shop';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { SHOP_ADMIN_QUERY_KEY } from './shop-admin-query-keys';

/**
 * POST /shop/admin/invoices/{id}/refund (MDB_ADMIN): refunds a paid invoice, or a part of it, with a credit note (sandbox: at once;
 * Stripe: once its webhook confirms). An invoice that cannot be refunded answers 409.
 */
export function refundInvoice({ id, amountCents }: { id: string; amountCents?: number }): Promise<RefundResult> {
  return shopRequest(`/admin/invoices/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body: { amountCents },
    schema: refundResultSchema,
  });
}

/** Refunds, then reloads the sales, subscriptions and revenue the credit note changes. */
export function useRefundInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundInvoice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOP_ADMIN_QUERY_KEY }),
  });
}
