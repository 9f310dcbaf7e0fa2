import { departmentName } from '@campus/domain/network';
import { ArrowLeft, MapPin, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { isApiRequestError } from '../../../lib/api-client';
import { useDeal } from '../api/get-deal';
import { DealStatusBadge } from './deal-card';
import { ContactSellerButton, OwnDealActions } from './deals-market';
import { formatDealPrice, publishedAgoText, roomsText } from './deal-texts';
import { ListEmpty, ListError } from './list-states';
import { DealPhoto } from './deal-photo';

/** One deal: its photos, facts, description, seller, and the actions open to this member. */
export function DealDetail({
  id,
  backHref,
  renderReport,
}: {
  id: string;
  backHref: string;
  /** `Signaler` (the page's: the moderation feature's report dialog). */
  renderReport?: (id: string) => ReactNode;
}) {
  const { t } = useTranslation('network');
  const deal = useDeal(id);
  const back = (
    <Link to={backHref} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'mb-3' })}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('deals.back')}
    </Link>
  );
  if (deal.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <Skeleton className="mb-4 h-9 w-80" />
        <Skeleton className="aspect-[3/1] w-full" />
      </div>
    );
  }
  if (deal.isError) {
    const isNotFound = isApiRequestError(deal.error) && deal.error.status === 404;
    return (
      <>
        {back}
        <PageHeader title={t('deals.details')} />
        {isNotFound ? (
          <ListEmpty icon={<SearchX aria-hidden="true" />}>{deal.error.message}</ListEmpty>
        ) : (
          <ListError query={deal} />
        )}
      </>
    );
  }
  const item = deal.data;
  const seller = item.author.displayName ?? '';
  return (
    <>
      {back}
      <PageHeader
        title={item.title}
        description={`${t(`deals.marketLists.${item.marketList}`)} · ${t(`deals.propertyTypes.${item.propertyType}`)}`}
        actions={item.isMine ? <OwnDealActions deal={item} /> : <ContactSellerButton deal={item} />}
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          {item.photos.length > 0 ? (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('deals.photos')}>
              {item.photos.map((photo, index) => (
                <li key={photo.id} className={index === 0 ? 'sm:col-span-2' : undefined}>
                  <DealPhoto
                    url={photo.url}
                    alt={t('deals.photoAlt', { index: index + 1, title: item.title })}
                    className="aspect-[3/2] w-full rounded-card object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <Card className="p-5">
            <p className="whitespace-pre-line text-ink-soft">{item.description}</p>
          </Card>
        </div>
        <Card className="order-first h-fit space-y-3 p-5 lg:order-none">
          <div className="flex items-center justify-between gap-2">
            <p className="text-2xl font-semibold text-accent tabular-nums">{formatDealPrice(item.price)}</p>
            <DealStatusBadge deal={item} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-ink-faint">{t('deals.form.surface')}</dt>
            <dd className="text-ink">{t('deals.surface', { surface: item.surface })}</dd>
            <dt className="text-ink-faint">{t('deals.rooms')}</dt>
            <dd className="text-ink">{roomsText(t, item.rooms)}</dd>
            <dt className="text-ink-faint">{t('deals.condition')}</dt>
            <dd className="text-ink">{t(`deals.conditions.${item.condition}`)}</dd>
          </dl>
          <p className="flex items-center gap-1.5 text-sm text-ink-soft">
            <MapPin className="size-4" aria-hidden="true" />
            {item.city} · {departmentName(item.departmentCode) ?? item.departmentCode}
          </p>
          {item.publishedAt ? <p className="text-xs text-ink-faint">{publishedAgoText(t, item.publishedAt)}</p> : null}
          <div className="flex items-center gap-3 border-t border-line pt-3">
            <Avatar name={seller} pictureUrl={item.author.pictureUrl} uid={item.author.uid} size="md" />
            <p className="text-sm text-ink">{t('deals.by', { name: seller })}</p>
          </div>
          {!item.isMine && item.status === 'published' ? renderReport?.(item.id) : null}
        </Card>
      </div>
    </>
  );
}
