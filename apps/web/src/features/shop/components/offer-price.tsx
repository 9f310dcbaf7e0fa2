import { formatEuros, formatVatRate } from '@campus/domain/billing';
import { netOfGross, type Offer } from '@campus/domain/shop';
import { useTranslation } from '../../../lib/use-translation';
import { cn } from '../../../lib/cn';

interface OfferPriceProps {
  offer: Pick<Offer, 'priceCents' | 'vatRateBasisPoints' | 'interval'>;
  /** The offer cards' large price, or the checkout summary's. */
  size?: 'lg' | 'md';
  className?: string;
}

/** `49,90 € TTC par mois (dont TVA 20 % : 8,32 €)`: the price TTC, how often it is paid, and the VAT it holds. */
export function OfferPrice({ offer, size = 'lg', className }: OfferPriceProps) {
  const { t } = useTranslation('shop');
  const net = netOfGross(offer.priceCents, offer.vatRateBasisPoints);
  const rate = formatVatRate(offer.vatRateBasisPoints);
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
        <span className={cn('font-semibold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl' : 'text-2xl')}>
          {t('offers.priceTtc', { amount: formatEuros(offer.priceCents) })}
        </span>
        <span className="text-ink-soft">{t(`interval.${offer.interval}`)}</span>
      </p>
      <p className="mt-1 text-sm text-ink-faint tabular-nums">
        {net === null
          ? t('offers.vatIncluded', { rate })
          : t('offers.vat', { rate, amount: formatEuros(offer.priceCents - net) })}
      </p>
    </div>
  );
}
