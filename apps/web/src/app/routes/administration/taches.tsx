import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { FailedJobs } from '../../../features/operations/components/failed-jobs';

/** `/administration/taches` (MDB_ADMIN, behind the administration guard): the failed background jobs and their retry. */
export default function JobsPage() {
  const { t } = useTranslation('operations');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('intro')} className="mb-0" />
      <FailedJobs />
    </div>
  );
}
