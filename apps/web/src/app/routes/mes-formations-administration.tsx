import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CourseAuthoring } from '../../features/learning/components/course-authoring';
import { useActiveChannel } from '../../lib/auth/active-channel';

/** `/mes-formations/administration` (MDB_ADMIN, guarded): the trainings of the active channel, drafts included. */
export default function TrainingsAdministrationPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  return (
    <>
      <PageHeader title={t('authoring.title')} description={t('authoring.description')} />
      <Link to={paths.trainings} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'mb-4' })}>
        {t('authoring.back')}
      </Link>
      <CourseAuthoring key={channel} channel={channel} />
    </>
  );
}
