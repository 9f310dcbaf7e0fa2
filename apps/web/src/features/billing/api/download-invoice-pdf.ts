import type { InvoiceSummary } from '@campus/domain/billing';
import { useMutation } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';

/** GET /shop/invoices/{id}/pdf: the invoice (a Factur-X PDF), saved by the browser. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'id' | 'number'>): Promise<void> {
  const file = await shopRequest<Blob>(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, {
    headers: { Accept: 'application/pdf' },
  });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = `facture-${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
