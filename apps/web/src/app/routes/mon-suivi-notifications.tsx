import { MDB_ADMIN } from '@campus/domain/rights';
import { useTranslation } from '../../lib/use-translation';
import { PageHeader } from '../../components/page-header';
import { GlobalNotificationForm } from '../../features/notifications/components/global-notification-form';
import { NotificationsScreen } from '../../features/notifications/components/notifications-screen';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';

/** `/mon-suivi/notifications`: the member's notifications of the active channel (spec 2.1, 3.6); admins also send. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useSignedInUser();
  const { channel } = useActiveChannel();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {user.permissions.includes(MDB_ADMIN) ? (
        <GlobalNotificationForm channels={user.userChannels} defaultChannel={channel} />
      ) : null}
      <NotificationsScreen uid={user.uid} lastSignIn={user.lastSignIn} channel={channel} />
    </>
  );
}
