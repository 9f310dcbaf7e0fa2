import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { SalesList } from '../../../features/shop-admin/components/sales-list';
import { ShopAdminNav } from '../../../features/shop-admin/components/shop-admin-nav';

/** `/administration/ventes` (MDB_ADMIN, behind the administration guard): invoices and credit notes, refunds. */
export default function SalesPage() {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="space-y-6">
      <ShopAdminNav />
      <PageHeader title={t('sales.title')} description={t('sales.intro')} className="mb-0" />
      <SalesList />
    </div>
  );
}
