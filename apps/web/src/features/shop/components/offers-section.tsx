import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { useOffers } from '../api/get-offers';
import { useChooseOffer } from '../hooks/use-choose-offer';
import { OfferCard } from './offer-card';
import { LoadError } from '../../../components/load-error';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

function OffersSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} className="space-y-4 p-6">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-10 w-full" />
        </Card>
      ))}
    </div>
  );
}

interface OffersSectionProps {
  /** The offers the member already subscribes to (Mon compte): shown as theirs, without the button. */
  ownedOfferIds?: ReadonlySet<string>;
  /** Under the title, what the page wants to say about them. */
  intro?: string;
}

/** "Nos formules": the offers on sale as cards, each with its `Choisir cette formule` button. */
export function OffersSection({ ownedOfferIds, intro }: OffersSectionProps) {
  const { t } = useTranslation('shop');
  const offers = useOffers();
  const { choose, choosingOfferId, errorOf } = useChooseOffer();

  return (
    <section aria-labelledby="shop-offers" className="space-y-4">
      <div className="max-w-2xl">
        <h2 id="shop-offers" className="text-xl font-semibold text-ink">
          {t('offers.title')}
        </h2>
        <p className="mt-1 text-ink-soft">{intro ?? t('offers.intro')}</p>
      </div>
      {offers.isPending ? <OffersSkeleton /> : null}
      {offers.isError ? <LoadError message={t('offers.error')} query={offers} /> : null}
      {offers.data?.length === 0 ? (
        <Card>
          <EmptyState icon={<ShoppingBag />}>{t('offers.empty')}</EmptyState>
        </Card>
      ) : null}
      {offers.data?.length ? (
        <ul className={GRID}>
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                onChoose={choose}
                isChoosing={choosingOfferId === offer.id}
                isDisabled={choosingOfferId !== null && choosingOfferId !== offer.id}
                error={errorOf(offer.id)}
                isOwned={ownedOfferIds?.has(offer.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
