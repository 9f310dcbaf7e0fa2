import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { RevenueReport } from '../../../features/shop-admin/components/revenue-report';
import { ShopAdminNav } from '../../../features/shop-admin/components/shop-admin-nav';

/** `/administration/chiffre-d-affaires` (MDB_ADMIN, behind the administration guard): the last 12 months. */
export default function RevenuePage() {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="space-y-6">
      <ShopAdminNav />
      <PageHeader title={t('revenue.title')} description={t('revenue.intro')} className="mb-0" />
      <RevenueReport />
    </div>
  );
}
