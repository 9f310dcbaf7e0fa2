import type { ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import { Skeleton } from '../../../components/skeleton';
import { useCourses } from '../api/get-courses';
import { ProgressBar } from './progress-bar';

const SHOWN = 3;

/** The dashboard's trainings: the ones in progress first, each with its progress and a link to resume. */
export function TrainingsProgressCard({
  channel,
  courseHref,
  trainingsHref,
  className,
}: {
  channel: ChannelSlug;
  courseHref: (id: string, lessonId?: string | null) => string;
  trainingsHref: string;
  className?: string;
}) {
  const { t } = useTranslation('learning');
  const courses = useCourses(channel);
  const sorted = [...(courses.data ?? [])].sort((a, b) => {
    const rank = (progress: number) => (progress > 0 && progress < 100 ? 0 : progress === 0 ? 1 : 2);
    return rank(a.progress) - rank(b.progress) || (b.lastActivityAt ?? '').localeCompare(a.lastActivityAt ?? '');
  });
  return (
    <Card className={className}>
      <section aria-labelledby="dashboard-trainings" className="space-y-4 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 id="dashboard-trainings" className="flex items-center gap-2 text-lg font-semibold text-ink">
            <GraduationCap aria-hidden="true" className="size-5 text-accent" />
            {t('trainings.title')}
          </h2>
          <Link to={trainingsHref} className="text-sm font-medium text-accent hover:underline">
            {t('dashboard.allTrainings')}
          </Link>
        </div>
        {courses.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : courses.isError ? (
          <p className="text-sm text-ink-soft">{t('trainings.error')}</p>
        ) : sorted.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('trainings.empty')}</p>
        ) : (
          <ul className="space-y-4">
            {sorted.slice(0, SHOWN).map((course) => (
              <li key={course.id} className="space-y-2">
                <div className="flex items-baseline justify-between gap-3">
                  <Link
                    to={courseHref(course.id, course.resumeLessonId)}
                    className="font-medium text-ink hover:text-accent hover:underline"
                  >
                    {course.title}
                  </Link>
                  <span className="shrink-0 text-xs text-ink-faint">
                    {t(`classroomLevels.${course.classroomLevel}`)}
                  </span>
                </div>
                <ProgressBar value={course.progress} label={t('trainings.progressOf', { title: course.title })} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
