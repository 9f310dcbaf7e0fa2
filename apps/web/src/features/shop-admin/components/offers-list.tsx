import { FORMATION_KEYS } from '@campus/domain/administration';
import { formatEuros } from '@campus/domain/billing';
import { channelName } from '@campus/domain/shared';
import { netOfGross, type AdminOffer, type OfferStatus } from '@campus/domain/shop';
import { Archive, ArchiveRestore, Pencil, Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { ResponsiveCell, ResponsiveRow, ResponsiveTable } from '../../../components/responsive-table';
import { toast } from '../../../components/toast';
import { useAdminOffers } from '../api/get-admin-offers';
import { useUpdateOffer } from '../api/update-offer';
import { offerWithStatus } from '../offer-form';
import { LoadError } from '../../../components/load-error';
import { EmptyList, ListSkeleton } from './load-states';
import { OfferFormDialog } from './offer-form-dialog';
import { StatusPill } from './status-pill';

const COLUMNS = ['name', 'price', 'interval', 'grants', 'status', 'sales', 'actions'] as const;

/** What an offer gives, by the names the admin knows: its formations (`MDB, Starter MDB`), then its channels. */
function Grants({ offer: { grants } }: { offer: AdminOffer }) {
  const { t } = useTranslation('shop-admin');
  const formations = FORMATION_KEYS.filter((key) => grants.formations.includes(key)).map((key) =>
    t(`formations.${key}`),
  );
  return (
    <>
      {formations.length > 0 ? <span className="block text-ink">{formations.join(', ')}</span> : null}
      {grants.channels.length > 0 ? <span className="block">{grants.channels.map(channelName).join(', ')}</span> : null}
    </>
  );
}

interface OfferRowProps {
  offer: AdminOffer;
  isChangingStatus: boolean;
  onEdit: (offer: AdminOffer) => void;
  onStatus: (offer: AdminOffer, status: OfferStatus) => void;
}

function OfferRow({ offer, isChangingStatus, onEdit, onStatus }: OfferRowProps) {
  const { t } = useTranslation('shop-admin');
  const netCents = netOfGross(offer.priceCents, offer.vatRateBasisPoints);
  const isActive = offer.status === 'active';
  return (
    <ResponsiveRow>
      <ResponsiveCell isWide>
        <span className="block font-medium break-words text-ink">{offer.name}</span>
        {offer.description ? <span className="line-clamp-2 text-sm text-ink-faint">{offer.description}</span> : null}
      </ResponsiveCell>
      <ResponsiveCell label={t('offers.columns.price')} className="md:whitespace-nowrap">
        <span className="font-semibold text-ink tabular-nums">{formatEuros(offer.priceCents)}</span>
        {netCents !== null ? (
          <span className="block text-xs text-ink-faint tabular-nums">
            {t('offers.net', { amount: formatEuros(netCents) })}
          </span>
        ) : null}
      </ResponsiveCell>
      <ResponsiveCell label={t('offers.columns.interval')} className="text-sm text-ink-soft">
        {t(`intervals.${offer.interval}`)}
      </ResponsiveCell>
      <ResponsiveCell label={t('offers.columns.grants')} isWide className="text-sm text-ink-soft md:min-w-40">
        <Grants offer={offer} />
      </ResponsiveCell>
      <ResponsiveCell label={t('offers.columns.status')}>
        <StatusPill tone={isActive ? 'success' : 'muted'}>{t(`offers.statuses.${offer.status}`)}</StatusPill>
      </ResponsiveCell>
      <ResponsiveCell
        label={t('offers.columns.sales')}
        className="text-sm text-ink-soft tabular-nums md:whitespace-nowrap"
      >
        {t('offers.sales', { count: offer.salesCount })}
      </ResponsiveCell>
      <ResponsiveCell isWide className="md:text-right">
        <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            aria-label={t('offers.editLabel', { name: offer.name })}
            onClick={() => onEdit(offer)}
          >
            {t('offers.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={
              isActive ? (
                <Archive className="size-4" aria-hidden="true" />
              ) : (
                <ArchiveRestore className="size-4" aria-hidden="true" />
              )
            }
            isLoading={isChangingStatus}
            aria-label={t(isActive ? 'offers.archiveLabel' : 'offers.restoreLabel', { name: offer.name })}
            onClick={() => onStatus(offer, isActive ? 'archived' : 'active')}
          >
            {t(isActive ? 'offers.archive' : 'offers.restore')}
          </Button>
        </div>
      </ResponsiveCell>
    </ResponsiveRow>
  );
}

/**
 * Every offer, on sale or archived: its price TTC (and HT), periodicity, what it gives, status and sales; `Modifier`
 * opens its form, `Archiver` takes it off sale (its buyers keep what they paid for), `Remettre en vente` undoes it.
 */
export function OffersList() {
  const { t } = useTranslation('shop-admin');
  const offers = useAdminOffers();
  const updateOffer = useUpdateOffer();
  // The offer stays while its dialog closes, so that its title does not turn into a new offer's.
  const [editing, setEditing] = useState<AdminOffer | undefined>();
  const [isEditing, setIsEditing] = useState(false);

  if (offers.isPending) return <ListSkeleton label={t('offers.loading')} />;
  if (offers.isError) return <LoadError message={t('offers.loadError')} query={offers} />;
  if (offers.data.length === 0) return <EmptyList icon={<Tags />}>{t('offers.empty')}</EmptyList>;

  const changeStatus = (offer: AdminOffer, status: OfferStatus) =>
    updateOffer.mutate(
      { id: offer.id, offer: offerWithStatus(offer, status) },
      {
        onSuccess: (saved) =>
          toast({
            title: t(status === 'archived' ? 'offers.archived' : 'offers.restored', { name: saved.name }),
            variant: 'success',
          }),
        onError: (error) => toast({ title: t('offers.statusFailed'), description: error.message, variant: 'error' }),
      },
    );

  return (
    <>
      <ResponsiveTable
        caption={t('offers.caption')}
        columns={COLUMNS.map((column) => ({
          key: column,
          label: t(`offers.columns.${column}`),
          isLabelHidden: column === 'actions',
        }))}
      >
        {offers.data.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            isChangingStatus={updateOffer.isPending && updateOffer.variables.id === offer.id}
            onEdit={(offer) => {
              setEditing(offer);
              setIsEditing(true);
            }}
            onStatus={changeStatus}
          />
        ))}
      </ResponsiveTable>
      <OfferFormDialog open={isEditing} onOpenChange={setIsEditing} offer={editing} />
    </>
  );
}
