import type { Offer } from '@campus/domain/shop';
import { useTranslation } from '../../../lib/use-translation';
import { Card } from '../../../components/card';
import { OfferGrants } from './offer-grants';
import { OfferPrice } from './offer-price';

/** The offer being paid for: its name, price TTC, how often, and what it opens. */
export function CheckoutSummary({ offer }: { offer: Offer }) {
  const { t } = useTranslation('shop');
  return (
    <Card className="p-6">
      <section aria-labelledby="checkout-summary">
        <p id="checkout-summary" className="text-xs font-semibold tracking-wide text-ink-faint uppercase">
          {t('checkout.summary')}
        </p>
        <h2 className="mt-2 text-xl font-semibold text-ink">{offer.name}</h2>
        {offer.description ? <p className="mt-1 text-sm text-ink-soft">{offer.description}</p> : null}
        <OfferPrice offer={offer} size="md" className="mt-4" />
        <div className="mt-5 border-t border-line pt-4">
          <OfferGrants grants={offer.grants} />
        </div>
      </section>
    </Card>
  );
}
