import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Store } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { dealQueryOptions } from '../api/get-deal';
import { formatDealPrice } from './deal-texts';

/**
 * In a discussion whose TargetId is a deal (`Contacter le vendeur`): the deal it is about, a link to it, and
 * `Signaler` for the buyer. Any other target (or a deal no longer visible) shows nothing.
 */
export function DealConversationBanner({
  targetId,
  renderReport,
}: {
  targetId: string;
  /** `Signaler` (the page's: the moderation feature's report dialog). */
  renderReport?: (id: string) => ReactNode;
}) {
  const { t } = useTranslation('network');
  const deal = useQuery({ ...dealQueryOptions(targetId), retry: false });
  if (!deal.data) return null;
  const item = deal.data;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-line bg-accent-soft/60 px-3 py-2 text-sm">
      <Store className="size-4 text-accent" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="sr-only">{t('deals.details')} : </span>
        <Link to={paths.deal(item.id)} className="font-medium text-ink hover:underline">
          {item.title}
        </Link>
        <span className="text-ink-soft"> · {formatDealPrice(item.price)}</span>
      </p>
      {!item.isMine && item.status === 'published' ? renderReport?.(item.id) : null}
    </div>
  );
}
