import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { CoursesList } from '../../features/learning/components/courses-list';
import { useActiveChannel } from '../../lib/auth/active-channel';

/** `/mes-formations`: the member's trainings in the active channel, each a link to its classroom. */
export default function TrainingsPage() {
  const { t } = useTranslation('learning');
  const { channel } = useActiveChannel();
  return (
    <>
      <PageHeader title={t('trainings.title')} description={t('trainings.description')} />
      <CoursesList channel={channel} courseHref={paths.course} />
    </>
  );
}
