import { invoiceSummarySchema, type InvoiceStatus, type InvoiceSummary } from '@campus/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { ADMIN_BILLING_QUERY_KEY } from './billing-query-keys';

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
