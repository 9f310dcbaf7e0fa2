import type { Offer } from '@campus/domain/shop';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { OfferGrants } from './offer-grants';
import { OfferPrice } from './offer-price';

interface OfferCardProps {
  offer: Offer;
  onChoose: (offer: Offer) => void;
  /** The checkout of this offer is starting (or the browser is leaving for Stripe). */
  isChoosing?: boolean;
  /** Another offer's checkout is starting. */
  isDisabled?: boolean;
  /** Why the checkout could not start (the server's French message). */
  error?: string | null;
  /** The member already has a running subscription to it: nothing to choose. */
  isOwned?: boolean;
}

/** One offer on sale: name, description, price TTC with its VAT, what it opens, and the button that buys it. */
export function OfferCard({ offer, onChoose, isChoosing = false, isDisabled = false, error, isOwned }: OfferCardProps) {
  const { t } = useTranslation('shop');
  const nameId = useId();
  const grantsId = useId();
  return (
    <Card className="flex h-full flex-col p-6">
      <article aria-labelledby={nameId} className="flex flex-1 flex-col">
        <h3 id={nameId} className="text-lg font-semibold text-ink">
          {offer.name}
        </h3>
        {offer.description ? <p className="mt-2 text-sm text-ink-soft">{offer.description}</p> : null}
        <OfferPrice offer={offer} className="mt-5" />
        <div className="mt-5 flex-1 border-t border-line pt-4">
          <p id={grantsId} className="mb-2 text-xs font-semibold tracking-wide text-ink-faint uppercase">
            {t('offers.grants')}
          </p>
          <OfferGrants grants={offer.grants} labelledBy={grantsId} />
        </div>
        {error ? (
          <p role="alert" className="mt-4 flex gap-2 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
        {isOwned ? (
          <p className="mt-6 flex h-10 items-center justify-center gap-2 rounded-lg bg-success-soft text-sm font-medium text-success">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('offers.owned')}
          </p>
        ) : (
          <Button
            className="mt-6 w-full"
            aria-describedby={nameId}
            isLoading={isChoosing}
            disabled={isDisabled}
            onClick={() => onChoose(offer)}
          >
            {t('offers.choose')}
          </Button>
        )}
      </article>
    </Card>
  );
}
