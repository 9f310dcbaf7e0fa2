import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AdminSearch } from '../../../features/incubator/components/admin-search';

/** `/mdb/admin` (MDB_ADMIN): every project, with filters and search; a project's page holds the decision. */
export default function IncubatorAdminPage() {
  const { t } = useTranslation('incubator');
  return (
    <div>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <AdminSearch />
    </div>
  );
}
