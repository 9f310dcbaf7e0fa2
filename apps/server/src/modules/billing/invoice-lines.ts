import { lineTotals, type BillingLineInput } from '@campus/domain/billing';
import type { Queryable } from '../../db/schema.js';

/**
 * Writes an invoice's lines with their totals (HT, TVA per line, TTC) as the domain computes them (the demo seed's
 * invoices too).
 */
export async function insertInvoiceLines(
  db: Queryable,
  invoiceId: string,
  lines: readonly (BillingLineInput & { description: string })[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('invoice_lines')
    .values(
      lines.map((line, position) => {
        const totals = lineTotals(line);
        return {
          invoice_id: invoiceId,
          position,
          description: line.description,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          vat_rate_bp: line.vatRateBasisPoints,
          net_cents: totals.netCents,
          vat_cents: totals.vatCents,
          gross_cents: totals.grossCents,
        };
      }),
    )
    .execute();
}
