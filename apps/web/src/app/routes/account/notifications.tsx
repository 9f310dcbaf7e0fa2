import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { NotificationPreferencesPanel } from '../../../features/notifications/components/notification-preferences-form';

/** `/mon-compte/notifications` (issue 33): what the member hears of, in the site and by e-mail, and the digest. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  return (
    <div className="space-y-6">
      <PageHeader title={t('preferences.title')} description={t('preferences.intro')} className="mb-0" />
      <NotificationPreferencesPanel />
    </div>
  );
}
