import type { CourseDetail } from '@campus/domain/learning';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { ContentTypeIcon } from './content-type-icon';

/** `Sommaire du cours`: the modules and their lessons, the current one marked, the completed ones ticked. */
export function CourseOutline({
  course,
  currentLessonId,
  lessonHref,
}: {
  course: CourseDetail;
  currentLessonId: string | null;
  lessonHref: (lessonId: string) => string;
}) {
  const { t } = useTranslation('learning');
  return (
    <nav aria-label={t('classroom.outline')} className="rounded-card border border-line bg-surface p-4">
      <h2 className="px-2 text-base font-semibold text-ink">{t('classroom.outline')}</h2>
      <ol className="mt-3 space-y-4">
        {course.modules.map((module, moduleIndex) => (
          <li key={module.id}>
            <h3 className="px-2 text-xs font-semibold tracking-wide text-ink-faint uppercase">
              {t('classroom.module', { number: moduleIndex + 1, title: module.title })}
            </h3>
            <ol className="mt-1 space-y-0.5">
              {module.lessons.map((lesson) => {
                const isCurrent = lesson.id === currentLessonId;
                return (
                  <li key={lesson.id}>
                    <Link
                      to={lessonHref(lesson.id)}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={cn(
                        'flex items-start gap-2 rounded-lg px-2 py-2 text-sm transition-colors',
                        isCurrent ? 'bg-accent-soft font-medium text-accent' : 'text-ink-soft hover:bg-canvas',
                      )}
                    >
                      {lesson.completed ? (
                        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      ) : (
                        <ContentTypeIcon type={lesson.contentType} className="mt-0.5 size-4 shrink-0" />
                      )}
                      <span className="min-w-0 flex-1">{lesson.title}</span>
                      {lesson.completed ? <span className="sr-only">{t('classroom.done')}</span> : null}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
