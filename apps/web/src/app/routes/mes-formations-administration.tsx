import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { AuthoringTabs } from '../../features/learning/components/authoring-tabs';
import { useActiveChannel } from '../../lib/auth/active-channel';

/**
 * `/mes-formations/administration` (MDB_ADMIN, guarded): the trainings, replays and useful resources of the active
 * channel, drafts included, in three tabs.
 */
export default function TrainingsAdministrationPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  return (
    <>
      <PageHeader title={t('authoring.title')} description={t('authoring.description')} />
      <Link to={paths.trainings} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'mb-4' })}>
        {t('authoring.back')}
      </Link>
      <AuthoringTabs key={channel} channel={channel} />
    </>
  );
}
