import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { ModerationQueue } from '../../../features/moderation/components/moderation-queue';

/** `/administration/moderation` (MDB_ADMIN, behind the administration guard): the reports, live, and decisions. */
export default function ModerationPage() {
  const { t } = useTranslation('moderation-queue');
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('intro')} className="mb-0" />
      <ModerationQueue />
    </div>
  );
}
