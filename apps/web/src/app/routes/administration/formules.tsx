import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { NewOfferButton } from '../../../features/shop-admin/components/new-offer-button';
import { OffersList } from '../../../features/shop-admin/components/offers-list';
import { ShopAdminNav } from '../../../features/shop-admin/components/shop-admin-nav';

/** `/administration/formules` (MDB_ADMIN, behind the administration guard): the offers members buy, created here. */
export default function OffersPage() {
  const { t } = useTranslation('shop-admin');
  return (
    <div className="space-y-6">
      <ShopAdminNav />
      <PageHeader
        title={t('offers.title')}
        description={t('offers.intro')}
        actions={<NewOfferButton />}
        className="mb-0"
      />
      <OffersList />
    </div>
  );
}
