import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceSummary } from '@campus/domain/billing';
import { ChevronLeft, ChevronRight, Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { toast } from '../../../components/toast';
import { cn } from '../../../lib/cn';
import type { InvoiceFilters } from '../api/billing-query-keys';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoices } from '../api/get-invoices';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';
import { InvoiceRow } from './invoice-row';
import { RowsSkeleton } from './rows-skeleton';

const selectClass =
  'h-10 rounded-md border border-line bg-surface px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-accent';

/** The years a member can filter on: from the year they joined to this one, newest first. */
function yearsSince(joinedAt: string, now = new Date()): number[] {
  const first = Math.min(new Date(joinedAt).getFullYear(), now.getFullYear());
  return Array.from({ length: now.getFullYear() - first + 1 }, (_, index) => now.getFullYear() - index);
}

/** The member's invoice row: the shared row with its PDF download. */
function DownloadableInvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('billing');
  const download = useDownloadInvoicePdf();
  return (
    <InvoiceRow
      invoice={invoice}
      action={
        <Button
          variant="secondary"
          size="sm"
          icon={<Download aria-hidden="true" className="size-4" />}
          aria-label={t('invoices.downloadLabel', { number: invoice.number })}
          isLoading={download.isPending}
          onClick={() =>
            download.mutate(invoice, {
              onError: () => toast({ title: t('invoices.downloadError'), variant: 'error' }),
            })
          }
        >
          {t('invoices.download')}
        </Button>
      }
    />
  );
}

/** The member's invoices: status and year filters, a page at a time, a PDF per invoice. */
export function InvoicesSection({ joinedAt }: { joinedAt: string }) {
  const { t } = useTranslation('billing');
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 1 });
  const invoices = useInvoices(filters);
  const isFiltered = filters.status !== undefined || filters.year !== undefined;
  const page = invoices.data;

  return (
    <BillingSection
      id="billing-invoices"
      title={t('invoices.title')}
      description={page ? t('invoices.count', { count: page.total }) : undefined}
    >
      <div className="mb-4 flex flex-wrap items-end gap-3" role="group" aria-label={t('invoices.filters.label')}>
        <label className="flex flex-col gap-1 text-sm text-ink-soft">
          {t('invoices.filters.status')}
          <select
            className={selectClass}
            value={filters.status ?? ''}
            onChange={(change) =>
              setFilters((current) => ({
                ...current,
                status: (change.target.value || undefined) as InvoiceStatus | undefined,
                page: 1,
              }))
            }
          >
            <option value="">{t('invoices.filters.allStatuses')}</option>
            {INVOICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`invoices.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink-soft">
          {t('invoices.filters.year')}
          <select
            className={selectClass}
            value={filters.year ?? ''}
            onChange={(change) =>
              setFilters((current) => ({
                ...current,
                year: change.target.value ? Number(change.target.value) : undefined,
                page: 1,
              }))
            }
          >
            <option value="">{t('invoices.filters.allYears')}</option>
            {yearsSince(joinedAt).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>

      {invoices.isPending ? <RowsSkeleton rows={4} /> : null}
      {invoices.isError ? <LoadError inCard={false} message={t('invoices.error')} query={invoices} /> : null}
      {page?.items.length === 0 ? (
        <EmptyState icon={<Receipt />} className="py-8">
          {t(isFiltered ? 'invoices.emptyFiltered' : 'invoices.empty')}
        </EmptyState>
      ) : null}
      {page && page.items.length > 0 ? (
        <ul className={cn('divide-y divide-line', invoices.isPlaceholderData && 'opacity-60')}>
          {page.items.map((invoice) => (
            <DownloadableInvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      ) : null}
      {page && page.pageCount > 1 ? (
        <nav
          aria-label={t('invoices.pagination.label')}
          className="mt-5 flex items-center justify-between gap-3 border-t border-line pt-4"
        >
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
            disabled={filters.page <= 1}
            onClick={() => setFilters((current) => ({ ...current, page: current.page - 1 }))}
          >
            {t('invoices.pagination.previous')}
          </Button>
          <p className="text-center text-sm text-ink-soft" aria-live="polite">
            {t('invoices.pagination.page', { page: filters.page, pageCount: page.pageCount })}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page >= page.pageCount}
            onClick={() => setFilters((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t('invoices.pagination.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </BillingSection>
  );
}
