import { formatEuros, type InvoiceStatus } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import type { Sale } from '@campus/domain/shop';
import { ChevronLeft, ChevronRight, Receipt } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/responsive-table';
import { cn } from '../../../lib/cn';
import { useSales } from '../api/get-sales';
import { LoadError } from '../../../components/load-error';
import { EmptyList, ListSkeleton } from './load-states';
import { MemberLink } from './member-link';
import { RefundButton } from './refund-button';
import { StatusPill, type PillTone } from './status-pill';

const COLUMNS = ['number', 'date', 'member', 'title', 'amount', 'kind', 'status', 'actions'] as const;

const STATUS_TONES: Record<InvoiceStatus, PillTone> = {
  paid: 'success',
  open: 'warning',
  void: 'muted',
  refunded: 'info',
};

function SaleRow({ sale }: { sale: Sale }) {
  const { t } = useTranslation('shop-admin');
  const isCreditNote = sale.kind === 'credit_note';
  return (
    <ResponsiveRow>
      <ResponsiveCell
        label={t('sales.columns.number')}
        className="text-sm font-medium text-ink tabular-nums md:whitespace-nowrap"
      >
        {sale.number}
      </ResponsiveCell>
      <ResponsiveCell label={t('sales.columns.date')} className="text-sm text-ink-soft tabular-nums">
        {formatShortDate(sale.issuedAt)}
      </ResponsiveCell>
      <ResponsiveCell label={t('sales.columns.member')} isWide className="md:min-w-44">
        <MemberLink member={sale.member} />
      </ResponsiveCell>
      <ResponsiveCell label={t('sales.columns.title')} className="text-sm break-words text-ink-soft">
        {sale.title}
      </ResponsiveCell>
      <ResponsiveCell
        label={t('sales.columns.amount')}
        className="font-semibold text-ink tabular-nums md:text-right md:whitespace-nowrap"
      >
        {/* A credit note gives money back: its amount (positive on the document) shown as going out. */}
        {formatEuros(isCreditNote ? -sale.grossCents : sale.grossCents)}
      </ResponsiveCell>
      <ResponsiveCell label={t('sales.columns.kind')}>
        <StatusPill tone={isCreditNote ? 'warning' : 'muted'}>{t(`sales.kinds.${sale.kind}`)}</StatusPill>
      </ResponsiveCell>
      <ResponsiveCell label={t('sales.columns.status')}>
        <StatusPill tone={isCreditNote && sale.status === 'paid' ? 'info' : STATUS_TONES[sale.status]}>
          {t(isCreditNote ? `sales.creditNoteStatuses.${sale.status}` : `sales.statuses.${sale.status}`)}
        </StatusPill>
      </ResponsiveCell>
      <ResponsiveCell isWide className={cn('md:text-right', !sale.isRefundable && 'hidden md:table-cell')}>
        {sale.isRefundable ? <RefundButton sale={sale} /> : null}
      </ResponsiveCell>
    </ResponsiveRow>
  );
}

/** The page of `?page=` (the first when missing or not a page number). */
function usePage(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const goTo = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  return [page, goTo];
}

/**
 * Every invoice and credit note of the shop, newest first, 20 a page (the page in the URL): number, date, member (to
 * their page), what was bought, amount TTC, Facture or Avoir, status, and `Rembourser` on a paid invoice.
 */
export function SalesList() {
  const { t } = useTranslation('shop-admin');
  const [page, goTo] = usePage();
  const sales = useSales(page);

  if (sales.isPending) return <ListSkeleton label={t('sales.loading')} rows={6} />;
  if (sales.isError) return <LoadError message={t('sales.loadError')} query={sales} />;
  const { items, total, pageCount } = sales.data;
  if (items.length === 0 && page === 1) return <EmptyList icon={<Receipt />}>{t('sales.empty')}</EmptyList>;

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-faint">{t('sales.count', { count: total })}</p>
      <ResponsiveTable
        caption={t('sales.caption')}
        isStale={sales.isPlaceholderData}
        columns={COLUMNS.map((column) => ({
          key: column,
          label: t(`sales.columns.${column}`),
          isLabelHidden: column === 'actions',
          className: column === 'amount' ? 'text-right' : undefined,
        }))}
      >
        {items.map((sale) => (
          <SaleRow key={sale.id} sale={sale} />
        ))}
      </ResponsiveTable>
      {pageCount > 1 ? (
        <nav aria-label={t('sales.pagination.label')} className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            size="sm"
            icon={<ChevronLeft aria-hidden="true" className="size-4" />}
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            {t('sales.pagination.previous')}
          </Button>
          <p className="text-center text-sm text-ink-soft" aria-live="polite">
            {t('sales.pagination.page', { page, pageCount })}
          </p>
          <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
            {t('sales.pagination.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
