import type { CourseSummary } from '@campus/domain/learning';
import { GraduationCap } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { ProgressBar } from './progress-bar';

interface CourseCardProps {
  course: CourseSummary;
  /** `/classroom?id=…`, optionally at a lesson. */
  courseHref: (id: string, lessonId?: string | null) => string;
}

/** A training: its title as a link to the classroom, its level, its progress and the way back in. */
export function CourseCard({ course, courseHref }: CourseCardProps) {
  const { t } = useTranslation('learning');
  const action = course.progress >= 100 ? 'review' : course.progress > 0 ? 'resume' : 'start';
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <GraduationCap aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-ink-faint uppercase">
            {t(`classroomLevels.${course.classroomLevel}`)} · {t(`skillLevels.${course.skillLevel}`)}
          </p>
          <h2 className="mt-1 text-lg leading-snug font-semibold text-ink">
            <Link to={courseHref(course.id)} className="hover:text-accent hover:underline">
              {course.title}
            </Link>
          </h2>
        </div>
      </div>
      {course.description ? <p className="line-clamp-2 text-sm text-ink-soft">{course.description}</p> : null}
      <div className="mt-auto space-y-3">
        <p className="text-sm text-ink-faint">
          {t('trainings.lessonsDone', { count: course.totalLessons, done: course.completedLessons })}
        </p>
        <ProgressBar value={course.progress} label={t('trainings.progressOf', { title: course.title })} />
        <Link
          to={courseHref(course.id, course.resumeLessonId)}
          className={buttonStyles({ variant: action === 'start' ? 'primary' : 'secondary', size: 'sm' })}
          aria-label={t(`trainings.${action}Named`, { title: course.title })}
        >
          {t(`trainings.${action}`)}
        </Link>
      </div>
    </Card>
  );
}
