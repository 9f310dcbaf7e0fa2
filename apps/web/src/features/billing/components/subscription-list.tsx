import { formatEuros, type Subscription } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const STATUS_STYLES: Record<Subscription['status'], string> = {
  active: 'bg-success-soft text-success',
  past_due: 'bg-danger-soft text-danger',
  canceled: 'bg-canvas text-ink-faint',
};

/** Subscriptions (the member's, the billing admin's view of one member): product, price per period, status, renewal. */
export function SubscriptionList({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useTranslation('billing');
  return (
    <ul className="space-y-3">
      {subscriptions.map((subscription) => (
        <li key={subscription.id} className="rounded-lg border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink">{subscription.product}</p>
            <span
              className={cn(
                'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium',
                STATUS_STYLES[subscription.status],
              )}
            >
              {t(`subscriptions.status.${subscription.status}`)}
            </span>
          </div>
          <p className="mt-1 text-sm text-ink tabular-nums">
            {t(`subscriptions.period.${subscription.period}`, { amount: formatEuros(subscription.amountCents) })}
          </p>
          <p className="mt-1 text-xs text-ink-faint">
            {subscription.nextRenewalAt
              ? t('subscriptions.nextRenewal', { date: formatShortDate(subscription.nextRenewalAt) })
              : t('subscriptions.since', { date: formatShortDate(subscription.startedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
