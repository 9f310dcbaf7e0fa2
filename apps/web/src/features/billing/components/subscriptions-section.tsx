import { formatEuros, type Subscription } from '@campus/domain/billing';
import { formatShortDate } from '@campus/domain/shared';
import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { cn } from '../../../lib/cn';
import { useSubscriptions } from '../api/get-subscriptions';
import { BillingError } from './billing-error';
import { BillingSection } from './billing-section';
import { RowsSkeleton } from './rows-skeleton';

export const SUBSCRIPTION_STATUS_STYLES: Record<Subscription['status'], string> = {
  active: 'bg-success-soft text-success',
  past_due: 'bg-danger-soft text-danger',
  canceled: 'bg-canvas text-ink-faint',
};

/** The member's subscriptions: product, price per period, status, next renewal. */
export function SubscriptionsSection() {
  const { t } = useTranslation('billing');
  const subscriptions = useSubscriptions();
  return (
    <BillingSection id="billing-subscriptions" title={t('subscriptions.title')}>
      {subscriptions.isPending ? <RowsSkeleton rows={1} /> : null}
      {subscriptions.isError ? (
        <BillingError message={t('subscriptions.error')} onRetry={() => void subscriptions.refetch()} />
      ) : null}
      {subscriptions.data?.length === 0 ? (
        <EmptyState icon={<Repeat />} className="py-6">
          {t('subscriptions.empty')}
        </EmptyState>
      ) : null}
      <ul className="space-y-3">
        {subscriptions.data?.map((subscription) => (
          <li key={subscription.id} className="rounded-lg border border-line p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink">{subscription.product}</p>
              <span
                className={cn(
                  'inline-flex h-6 items-center rounded-full px-2.5 text-xs font-medium',
                  SUBSCRIPTION_STATUS_STYLES[subscription.status],
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
    </BillingSection>
  );
}
