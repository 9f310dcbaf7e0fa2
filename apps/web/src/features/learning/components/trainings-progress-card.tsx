import { compareCodePoints, type ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
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
  const { t } = useTranslation('dashboard');
  const courses = useCourses(channel);
  const sorted = [...(courses.data ?? [])].sort((a, b) => {
    const rank = (progress: number) => (progress > 0 && progress < 100 ? 0 : progress === 0 ? 1 : 2);
    return rank(a.progress) - rank(b.progress) || compareCodePoints(b.lastActivityAt ?? '', a.lastActivityAt ?? '');
  });
  return (
    <SectionCard
      headingId="dashboard-trainings"
      icon={<GraduationCap aria-hidden="true" />}
      title={t('cards.trainings.title')}
      more={{ to: trainingsHref, label: t('cards.trainings.all') }}
      isLoading={courses.isPending}
      message={courses.isError ? t('cards.trainings.error') : sorted.length === 0 ? t('cards.trainings.empty') : null}
      className={className}
    >
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
                {t(`cards.classroomLevels.${course.classroomLevel}`)}
              </span>
            </div>
            <ProgressBar value={course.progress} label={t('cards.trainings.progressOf', { title: course.title })} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
