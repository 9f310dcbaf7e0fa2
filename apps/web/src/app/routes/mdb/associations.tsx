import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AssociationsBoard } from '../../../features/incubator/components/associations-board';

/** `/mdb/associations`: the association engine built in (not for starter-MDB members). */
export default function AssociationsPage() {
  const { t } = useTranslation('incubator');
  const [search] = useSearchParams();
  return (
    <div>
      <PageHeader title={t('associations.pageTitle')} description={t('associations.pageDescription')} />
      <AssociationsBoard highlightedId={search.get('id')} />
    </div>
  );
}
