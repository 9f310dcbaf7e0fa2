import { Repeat } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { useSubscriptions } from '../api/get-subscriptions';
import { LoadError } from '../../../components/load-error';
import { BillingSection } from './billing-section';
import { RowsSkeleton } from './rows-skeleton';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionList } from './subscription-list';

/** The member's subscriptions: product, price per period, standing, next payment; cancel or resume one. */
export function SubscriptionsSection() {
  const { t } = useTranslation('billing');
  const subscriptions = useSubscriptions();
  return (
    <BillingSection id="billing-subscriptions" title={t('subscriptions.title')}>
      {subscriptions.isPending ? <RowsSkeleton rows={1} /> : null}
      {subscriptions.isError ? (
        <LoadError inCard={false} message={t('subscriptions.error')} query={subscriptions} />
      ) : null}
      {subscriptions.data?.length === 0 ? (
        <EmptyState icon={<Repeat />} className="py-6">
          {t('subscriptions.empty')}
        </EmptyState>
      ) : null}
      {subscriptions.data?.length ? (
        <SubscriptionList
          subscriptions={subscriptions.data}
          actions={(subscription) =>
            subscription.status === 'canceled' ? null : <SubscriptionActions subscription={subscription} />
          }
        />
      ) : null}
    </BillingSection>
  );
}
