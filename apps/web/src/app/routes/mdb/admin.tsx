import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { AdminSearch } from '../../../features/incubator/components/admin-search';

/** `/mdb/admin` (MDB_ADMIN): every project, with filters and search; a project's page holds the decision. */
export default function IncubatorAdminPage() {
  const { t } = useTranslation('incubator');
  return (
    <div>
      <PageHeader
        title={t('admin.title')}
        description={t('admin.description')}
        actions={
          <Link to={paths.mdb.adminBilling} className={buttonStyles({ variant: 'secondary' })}>
            {t('admin.membersBilling')}
          </Link>
        }
      />
      <AdminSearch />
    </div>
  );
}
