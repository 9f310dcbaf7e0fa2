import { departmentName, type Deal } from '@campus/domain/network';
import { formatShortDate } from '@campus/domain/shared';
import { Home, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { cn } from '../../../lib/cn';
import { formatDealPrice, publishedAgoText, roomsText } from './deal-texts';
import { DealPhoto } from './deal-photo';

const STATUS_STYLES = {
  draft: 'bg-canvas text-ink-soft',
  published: 'bg-success-soft text-success',
  closed: 'bg-canvas text-ink-faint',
  expired: 'bg-level-yellow-soft text-level-yellow',
} as const;

export function DealStatusBadge({ deal }: { deal: Deal }) {
  const { t } = useTranslation('network');
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[deal.status])}>
      {deal.isHidden ? t('deals.hidden') : t(`deals.statuses.${deal.status}`)}
    </span>
  );
}

interface DealCardProps {
  deal: Deal;
  href: string;
  actions?: ReactNode;
}

/** A deal of the market: photo, price, surface, rooms, place, and its actions. */
export function DealCard({ deal, href, actions }: DealCardProps) {
  const { t } = useTranslation('network');
  const photo = deal.photos[0];
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <div className="relative aspect-[3/2] bg-canvas">
        {photo ? (
          <DealPhoto
            url={photo.url}
            alt={t('deals.photoAlt', { index: 1, title: deal.title })}
            className="size-full object-cover"
            loading="lazy"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-sm text-ink-faint">
            <Home className="size-8" aria-hidden="true" />
            {t('deals.noPhoto')}
          </div>
        )}
        <span className="absolute top-2 left-2 rounded-full bg-surface/95 px-2 py-0.5 text-xs font-semibold text-ink">
          {t(`deals.marketLists.${deal.marketList}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-base font-semibold text-ink">
            <Link to={href} className="hover:underline">
              {deal.title}
            </Link>
          </h2>
          {deal.isMine || deal.status !== 'published' ? <DealStatusBadge deal={deal} /> : null}
        </div>
        <p className="text-lg font-semibold text-accent tabular-nums">{formatDealPrice(deal.price)}</p>
        <p className="text-sm text-ink-soft">
          {[
            t(`deals.propertyTypes.${deal.propertyType}`),
            t('deals.surface', { surface: deal.surface }),
            roomsText(t, deal.rooms),
            t(`deals.conditions.${deal.condition}`),
          ].join(' · ')}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-ink-faint">
          <MapPin className="size-4" aria-hidden="true" />
          {deal.city} · {departmentName(deal.departmentCode) ?? deal.departmentCode}
        </p>
        <p className="text-xs text-ink-faint">
          {deal.publishedAt ? publishedAgoText(t, deal.publishedAt) : null}
          {deal.isMine && deal.expiresAt && deal.status === 'published'
            ? ` · ${t('deals.expiresOn', { date: formatShortDate(deal.expiresAt) })}`
            : null}
        </p>
        {deal.isMine && deal.expiringSoon ? (
          <p className="rounded-md bg-warning-soft px-2 py-1 text-xs text-warning">{t('deals.expiringSoon')}</p>
        ) : null}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </Card>
  );
}
