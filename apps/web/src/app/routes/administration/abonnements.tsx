import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { ShopAdminNav } from '../../../features/shop-admin/components/shop-admin-nav';
import { SubscriptionsList } from '../../../features/shop-admin/components/subscriptions-list';

/** `/administration/abonnements` (MDB_ADMIN, behind the administration guard): every member's subscription. */
export default function SubscriptionsPage() {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="space-y-6">
      <ShopAdminNav />
      <PageHeader title={t('subscriptions.title')} description={t('subscriptions.intro')} className="mb-0" />
      <SubscriptionsList />
    </div>
  );
}
