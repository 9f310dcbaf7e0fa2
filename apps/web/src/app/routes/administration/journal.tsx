import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { AuditJournal } from '../../../features/administration/components/audit-journal';

/** `/administration/journal` (MDB_ADMIN, behind the administration guard): every admin action, filtered, exported. */
export default function JournalPage() {
  const { t } = useTranslation('administration');
  return (
    <div className="space-y-6">
      <PageHeader title={t('journal.title')} description={t('journal.intro')} className="mb-0" />
      <AuditJournal />
    </div>
  );
}
