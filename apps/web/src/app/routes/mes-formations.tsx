import { isMdbAdmin } from '@campus/domain/rights';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CoursesList } from '../../features/learning/components/courses-list';
import { courseHrefFor } from '../../features/learning/course-href';
import { useActiveChannel } from '../../lib/auth/active-channel';
import { useSignedInUser } from '../../lib/auth/me';

/** `/mes-formations`: the member's trainings in the active channel, each a link to its classroom. */
export default function TrainingsPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader
        title={t('trainings.title')}
        description={t('trainings.description')}
        actions={
          isMdbAdmin(user) ? (
            <Link to={paths.trainingsAdmin} className={buttonStyles({ variant: 'secondary' })}>
              {t('authoring.manage')}
            </Link>
          ) : undefined
        }
      />
      <CoursesList channel={channel} courseHref={courseHrefFor(user.lms.courseSite)} />
    </>
  );
}
