import { BookOpen } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../components/button';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { Classroom } from '../../features/learning/components/classroom';

/** `/classroom?id={course}` (and `&lesson=`): the course's outline and the lesson being followed. */
export default function ClassroomPage() {
  const { t } = useTranslation('learning');
  const [search] = useSearchParams();
  const courseId = search.get('id');
  if (!courseId) {
    return (
      <>
        <PageHeader title={t('classroom.title')} />
        <Card>
          <EmptyState
            icon={<BookOpen />}
            action={
              <Link to={paths.trainings} className={buttonStyles({ variant: 'secondary' })}>
                {t('trainings.title')}
              </Link>
            }
          >
            {t('classroom.noCourse')}
          </EmptyState>
        </Card>
      </>
    );
  }
  return (
    <Classroom
      key={courseId}
      courseId={courseId}
      lessonId={search.get('lesson')}
      lessonHref={(lessonId) => paths.course(courseId, lessonId)}
      trainingsHref={paths.trainings}
    />
  );
}
