import type { InvoiceSummary } from '@campus/domain/billing';
import { useMutation } from '@tanstack/react-query';
import { shopRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /shop/invoices/{id}/pdf: the invoice (a Factur-X PDF), saved by the browser. */
export async function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'id' | 'number'>): Promise<void> {
  const file = await shopRequest(`/invoices/${encodeURIComponent(invoice.id)}/pdf`, {
    headers: { Accept: 'application/pdf' },
    answer: 'file',
  });
  saveFile(file, `facture-${invoice.number}.pdf`);
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
