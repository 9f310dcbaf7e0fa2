import { cardExpiry, type PaymentMethod } from '@campus/domain/billing';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** "Visa se terminant par 4242": how a card is named in its row and in the confirmation that removes it. */
export function useCardName() {
  const { t } = useTranslation('billing');
  return (card: PaymentMethod) =>
    t('paymentMethods.card', { brand: t(`paymentMethods.brands.${card.brand}`), last4: card.last4 });
}

/**
 * One card (the member's, the billing admin's view of one member): brand, last four digits, expiry, the default
 * badge, and the actions the list offers on it below.
 */
export function PaymentMethodCard({ card, actions }: { card: PaymentMethod; actions?: ReactNode }) {
  const { t } = useTranslation('billing');
  const cardName = useCardName();
  return (
    <li className="rounded-lg border border-line p-4">
      <div className="flex items-start gap-3">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-soft" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {cardName(card)}
            {card.isDefault ? (
              <span className="inline-flex h-6 items-center rounded-full bg-accent-soft px-2.5 text-xs font-medium text-accent">
                {t('paymentMethods.default')}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-ink-soft tabular-nums">
            {t('paymentMethods.expires', { expiry: cardExpiry(card) })}
          </p>
        </div>
      </div>
      {actions ? <div className="mt-3 flex flex-wrap justify-end gap-2">{actions}</div> : null}
    </li>
  );
}
