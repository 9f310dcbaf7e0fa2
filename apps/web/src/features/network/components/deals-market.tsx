import {
  DEAL_CONDITIONS,
  DEAL_SORTS,
  FRANCE_DEPARTMENTS,
  FRANCE_REGIONS,
  MARKET_LISTS,
  MARKET_PROPERTY_TYPES,
  allowedDealActions,
  type Deal,
} from '@campus/domain/network';
import { Plus, SlidersHorizontal, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Drawer } from '../../../components/drawer';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SegmentedControl } from '../../../components/segmented-control';
import { toast } from '../../../components/toast';
import { paths } from '../../../config/paths';
import { useChangeDealStatus, type DealStatusChange } from '../api/change-deal-status';
import { useDeals, type DealFilters } from '../api/get-deals';
import { DealCard } from './deal-card';
import { DealFormDialog } from './deal-form-dialog';
import { CardsSkeleton, ListEmpty, ListError } from './list-states';
import { LoadMoreButton } from '../../../components/load-more-button';

/**
 * `Contacter le vendeur` (issue 34): the conversation with the seller about the deal, the one they already share or a
 * draft attached to the deal (TargetId) that the first message creates; nothing is created by opening it.
 */
export function ContactSellerButton({ deal }: { deal: Deal }) {
  const { t } = useTranslation('network');
  if (deal.isMine || deal.status !== 'published') return null;
  return (
    <Link to={paths.conversationWith(deal.author.uid, deal.id)} className={buttonStyles({ size: 'sm' })}>
      {t('deals.contact')}
    </Link>
  );
}

/** The author's actions on their deal, as its status allows (spec: draft, published, closed, expired). */
export function OwnDealActions({ deal }: { deal: Deal }) {
  const { t } = useTranslation('network');
  const [isEditing, setIsEditing] = useState(false);
  const [isClosing, setIsClosing] = useState(false);
  const action = useChangeDealStatus();
  const allowed = allowedDealActions(deal.status);
  const run = (change: DealStatusChange) =>
    action.mutate(
      { id: deal.id, change },
      { onError: (error) => toast({ title: error.message, variant: 'error' }), onSettled: () => setIsClosing(false) },
    );
  return (
    <>
      {allowed.includes('edit') ? (
        <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)}>
          {t('deals.edit')}
        </Button>
      ) : null}
      {allowed.includes('publish') ? (
        <Button size="sm" onClick={() => run('publish')} isLoading={action.isPending}>
          {t('deals.publishDraft')}
        </Button>
      ) : null}
      {allowed.includes('renew') && (deal.status === 'expired' || deal.expiringSoon) ? (
        <Button size="sm" onClick={() => run('renew')} isLoading={action.isPending}>
          {t('deals.renew')}
        </Button>
      ) : null}
      {allowed.includes('close') ? (
        <Button size="sm" variant="danger-ghost" onClick={() => setIsClosing(true)}>
          {t('deals.close')}
        </Button>
      ) : null}
      {isEditing ? <DealFormDialog open={isEditing} onOpenChange={setIsEditing} deal={deal} /> : null}
      <ConfirmDialog
        open={isClosing}
        onOpenChange={setIsClosing}
        title={t('deals.close')}
        description={t('deals.closeConfirm')}
        confirmLabel={t('deals.close')}
        onConfirm={() => run('close')}
        isPending={action.isPending}
      />
    </>
  );
}

type View = 'market' | 'mine';

/** The marketplace: filters, sort, the deals a page at a time; `Mes deals` lists the member's own in every status. */
export function DealsMarket({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation('network');
  const [view, setView] = useState<View>('market');
  const [filters, setFilters] = useState<DealFilters>({});
  const [isCreating, setIsCreating] = useState(false);
  const query: DealFilters = view === 'mine' ? { mine: '1' } : filters;
  const deals = useDeals(query);
  const items = deals.data?.pages.flatMap((page) => page.deals) ?? [];
  const set = (key: string, value: string) => setFilters((previous) => ({ ...previous, [key]: value || undefined }));
  const options = (values: readonly string[], prefix: string) => [
    { value: '', label: t('common.all') },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  ];
  const [filtersOpen, setFiltersOpen] = useState(false);
  /** The filters set (the sort is not one). */
  const activeFilters = Object.entries(filters).filter(([key, value]) => key !== 'sort' && value).length;
  // The same fields inline (tablets and desktops) and in the phone's sheet.
  const filterFields = (
    <>
      <SelectField
        label={t('deals.marketList')}
        value={filters.marketList ?? ''}
        options={options(MARKET_LISTS, 'deals.marketLists')}
        onChange={(event) => set('marketList', event.target.value)}
      />
      <SelectField
        label={t('deals.propertyType')}
        value={filters.propertyType ?? ''}
        options={options(MARKET_PROPERTY_TYPES, 'deals.propertyTypes')}
        onChange={(event) => set('propertyType', event.target.value)}
      />
      <SelectField
        label={t('deals.condition')}
        value={filters.condition ?? ''}
        options={options(DEAL_CONDITIONS, 'deals.conditions')}
        onChange={(event) => set('condition', event.target.value)}
      />
      <SelectField
        label={t('deals.rooms')}
        value={filters.rooms ?? ''}
        options={[
          { value: '', label: t('common.all') },
          ...[1, 2, 3, 4, 5].map((rooms) => ({
            value: String(rooms),
            label: t('deals.pieces', { count: rooms, ...(rooms === 5 && { context: 'more' }) }),
          })),
        ]}
        onChange={(event) => set('rooms', event.target.value)}
      />
      <SelectField
        label={t('common.region')}
        value={filters.region ?? ''}
        options={[
          { value: '', label: t('common.wholeFrance') },
          ...FRANCE_REGIONS.map((item) => ({ value: item.code, label: item.name })),
        ]}
        onChange={(event) => set('region', event.target.value)}
      />
      <SelectField
        label={t('common.department')}
        value={filters.department ?? ''}
        options={[
          { value: '', label: t('common.all') },
          ...FRANCE_DEPARTMENTS.map((item) => ({ value: item.code, label: `${item.code} · ${item.name}` })),
        ]}
        onChange={(event) => set('department', event.target.value)}
      />
      <TextField
        label={t('deals.maxPrice')}
        type="number"
        min={0}
        inputMode="numeric"
        value={filters.maxPrice ?? ''}
        onChange={(event) => set('maxPrice', event.target.value.replace(/\D/g, ''))}
      />
      <SelectField
        label={t('deals.sort')}
        value={filters.sort ?? 'recent'}
        options={DEAL_SORTS.map((sort) => ({ value: sort, label: t(`deals.sorts.${sort}`) }))}
        onChange={(event) => set('sort', event.target.value)}
      />
    </>
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label={t('deals.market')}
          value={view}
          onChange={setView}
          options={[
            { value: 'market', label: t('deals.market') },
            { value: 'mine', label: t('deals.mine') },
          ]}
        />
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setIsCreating(true)}>
          {t('deals.publish')}
        </Button>
      </div>
      {view === 'market' ? (
        <>
          {/* Phones: the filters wait in a sheet, the deals fill the first screen. */}
          <div className="sm:hidden">
            <Button
              variant="secondary"
              icon={<SlidersHorizontal className="size-4" aria-hidden="true" />}
              onClick={() => setFiltersOpen(true)}
            >
              {activeFilters > 0 ? t('deals.filtersButtonActive', { count: activeFilters }) : t('deals.filtersButton')}
            </Button>
          </div>
          <form
            aria-label={t('deals.filters')}
            className="hidden gap-3 rounded-card border border-line bg-surface p-4 sm:grid sm:grid-cols-2 lg:grid-cols-4"
            onSubmit={(event) => event.preventDefault()}
          >
            {filterFields}
          </form>
          <Drawer
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            side="right"
            title={t('deals.filters')}
            isTitleVisible
          >
            <form
              aria-label={t('deals.filters')}
              className="grid gap-3 p-4"
              onSubmit={(event) => {
                event.preventDefault();
                setFiltersOpen(false);
              }}
            >
              {filterFields}
              <Button type="submit">{t('deals.showResults')}</Button>
            </form>
          </Drawer>
        </>
      ) : null}

      {deals.isPending ? (
        <CardsSkeleton />
      ) : deals.isError ? (
        <ListError query={deals} />
      ) : items.length === 0 ? (
        <ListEmpty icon={<Store aria-hidden="true" />}>
          {view === 'mine' ? t('deals.emptyMine') : t('deals.empty')}
        </ListEmpty>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((deal) => (
              <li key={deal.id}>
                <DealCard
                  deal={deal}
                  href={detailsHref(deal.id)}
                  actions={deal.isMine ? <OwnDealActions deal={deal} /> : <ContactSellerButton deal={deal} />}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={deals}>{t('common.loadMore')}</LoadMoreButton>
        </>
      )}
      {isCreating ? <DealFormDialog open={isCreating} onOpenChange={setIsCreating} /> : null}
    </div>
  );
}
