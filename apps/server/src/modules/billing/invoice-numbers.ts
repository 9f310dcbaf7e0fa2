import { invoiceNumber } from '@campus/domain/billing';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The next number of `year` (`F-2026-000123`), taken in the transaction that finalises the invoice: one atomic
 * upsert of the year's counter row, which holds the row until the commit, so two invoices finalised at once get
 * distinct consecutive numbers and a rolled-back finalisation gives its number back (no gap). The demo seed numbers
 * its invoices with it too.
 */
export async function takeInvoiceNumber(transaction: Transaction<DB>, year: number): Promise<string> {
  const { last_number } = await transaction
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return invoiceNumber(year, Number(last_number));
}
