import type { InvoiceStatus } from '@campus/domain/billing';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

const STYLES: Record<InvoiceStatus, string> = {
  paid: 'bg-success-soft text-success',
  open: 'bg-level-yellow-soft text-level-yellow',
  void: 'bg-canvas text-ink-faint',
  refunded: 'bg-channel-immobilier-soft text-channel-immobilier',
};

/** Payée, En attente, Annulée or Remboursée. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <span
      className={cn(
        'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap',
        STYLES[status],
      )}
    >
      {t(`invoices.status.${status}`)}
    </span>
  );
}
