import { Activity } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { paths } from '../../../config/paths';
import { AccountEmptyPage } from '../../../features/account/components/account-empty-page';
import { useSignedInUser } from '../../../lib/auth/me';

/** `/mon-compte/mon-activite` (customers only, spec 2.4). */
export default function ActivityPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  if (!user.isCustomer) return <Navigate to={paths.account.profile} replace />;
  return (
    <AccountEmptyPage
      title={t('activity.title')}
      intro={t('activity.intro')}
      icon={<Activity aria-hidden="true" />}
      message={t('activity.empty')}
      action={
        <Link to={paths.home} className={buttonStyles({ variant: 'secondary' })}>
          {t('activity.action')}
        </Link>
      }
    />
  );
}
