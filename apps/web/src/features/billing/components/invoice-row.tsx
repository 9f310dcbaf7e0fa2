import { formatEuros, type InvoiceSummary } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { InvoiceStatusBadge } from './invoice-status-badge';

/**
 * One invoice of a list (the member's, the billing admin's): number, status, title, issue date with its payment or
 * due date, amount, and the action the list offers on it (download the PDF, void it).
 */
export function InvoiceRow({ invoice, action }: { invoice: InvoiceSummary; action?: ReactNode }) {
  const { t } = useTranslation('billing');
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-ink tabular-nums">{invoice.number}</span>
          <InvoiceStatusBadge status={invoice.status} />
        </p>
        <p className="mt-0.5 truncate text-sm text-ink-soft">{invoice.title}</p>
        <p className="text-xs text-ink-faint">
          {t('invoices.issuedOn', { date: formatShortDate(invoice.issuedAt) })}
          {invoice.status === 'paid' && invoice.paidAt
            ? ` · ${t('invoices.paidOn', { date: formatShortDate(invoice.paidAt) })}`
            : null}
          {invoice.status === 'open' ? ` · ${t('invoices.dueOn', { date: formatShortDate(invoice.dueAt) })}` : null}
        </p>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p>
          <span className="sr-only">{t('invoices.amount')} : </span>
          <span className="font-semibold text-ink tabular-nums">{formatEuros(invoice.grossCents)}</span>
        </p>
        {action}
      </div>
    </li>
  );
}
