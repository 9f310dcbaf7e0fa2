import type { CourseDetail, Lesson } from '@campus/domain/learning';
import { AlertTriangle, BookOpen, CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { useCourse } from '../api/get-course';
import { useCompleteLesson } from '../api/complete-lesson';
import { ContentTypeIcon } from './content-type-icon';
import { CourseOutline } from './course-outline';
import { LessonContent } from './lesson-content';
import { ProgressBar } from './progress-bar';

interface ClassroomProps {
  courseId: string;
  /** The lesson asked for in the URL; else the one to resume. */
  lessonId: string | null;
  lessonHref: (lessonId: string) => string;
  trainingsHref: string;
}

function ClassroomSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-6">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-2 w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="aspect-video w-full rounded-card" />
        <Skeleton className="h-80 w-full rounded-card" />
      </div>
    </div>
  );
}

function MarkDoneButton({ courseId, lesson }: { courseId: string; lesson: Lesson }) {
  const { t } = useTranslation('learning');
  const complete = useCompleteLesson(courseId);
  // Done by the member's own click: the focus the vanished button held moves to what replaced it.
  const wasClicked = useRef(false);
  const doneRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (lesson.completed && wasClicked.current) doneRef.current?.focus();
    wasClicked.current = false;
  }, [lesson.completed]);
  if (lesson.completed) {
    return (
      <span
        ref={doneRef}
        tabIndex={-1}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-success"
      >
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('classroom.done')}
      </span>
    );
  }
  return (
    <Button
      isLoading={complete.isPending}
      onClick={() => {
        wasClicked.current = true;
        complete.mutate(lesson.id, {
          onSuccess: () =>
            toast({ title: t('classroom.completedToast', { points: lesson.points }), variant: 'success' }),
          onError: (error) =>
            toast({ title: isApiRequestError(error) ? error.message : t('classroom.error'), variant: 'error' }),
        });
      }}
    >
      {t('classroom.markDone')}
    </Button>
  );
}

function LessonPanel({
  course,
  lesson,
  previous,
  next,
  lessonHref,
}: {
  course: CourseDetail;
  lesson: Lesson;
  previous: Lesson | undefined;
  next: Lesson | undefined;
  lessonHref: (lessonId: string) => string;
}) {
  const { t } = useTranslation('learning');
  return (
    <Card className="min-w-0 space-y-5 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <ContentTypeIcon type={lesson.contentType} className="size-5" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-ink-faint uppercase">
            {t(`contentTypes.${lesson.contentType}`)} · {t('classroom.points', { count: lesson.points })}
          </p>
          <h2 className="text-xl font-semibold text-ink">{lesson.title}</h2>
        </div>
      </div>
      <LessonContent courseId={course.id} lesson={lesson} playbackRate={course.playbackRate} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <MarkDoneButton courseId={course.id} lesson={lesson} />
        <div className="flex gap-2">
          {previous ? (
            <Link to={lessonHref(previous.id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('classroom.previous')}
            </Link>
          ) : null}
          {next ? (
            <Link to={lessonHref(next.id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              {t('classroom.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** `/classroom?id=`: a course's outline and one lesson at a time, where the member resumes. */
export function Classroom({ courseId, lessonId, lessonHref, trainingsHref }: ClassroomProps) {
  const { t } = useTranslation('learning');
  const course = useCourse(courseId);
  const back = (
    <Link to={trainingsHref} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <ChevronLeft aria-hidden="true" className="size-4" />
      {t('trainings.title')}
    </Link>
  );

  if (course.isPending) return <ClassroomSkeleton />;
  if (course.isError) {
    const isMissing = isApiRequestError(course.error) && course.error.status === 404;
    return (
      <>
        <PageHeader title={t('classroom.title')} />
        <Card>
          <EmptyState
            icon={isMissing ? <BookOpen /> : <AlertTriangle />}
            action={
              isMissing ? (
                back
              ) : (
                <Button variant="secondary" onClick={() => void course.refetch()} isLoading={course.isFetching}>
                  {t('retry')}
                </Button>
              )
            }
          >
            {isMissing ? t('classroom.notFound') : t('classroom.loadError')}
          </EmptyState>
        </Card>
      </>
    );
  }

  const detail = course.data;
  const lessons = detail.modules.flatMap((module) => module.lessons);
  const index = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.id === (lessonId ?? detail.resumeLessonId)),
  );
  const lesson = lessons[index];
  return (
    <>
      <PageHeader
        title={detail.title}
        description={`${t(`classroomLevels.${detail.classroomLevel}`)} · ${t(`skillLevels.${detail.skillLevel}`)}`}
        actions={back}
      />
      <ProgressBar value={detail.progress} label={t('classroom.progress')} className="mb-6 max-w-xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {lesson ? (
          <LessonPanel
            course={detail}
            lesson={lesson}
            previous={lessons[index - 1]}
            next={lessons[index + 1]}
            lessonHref={lessonHref}
          />
        ) : (
          <Card>
            <EmptyState icon={<BookOpen />}>{t('classroom.noLesson')}</EmptyState>
          </Card>
        )}
        <div className="lg:sticky lg:top-6">
          <CourseOutline course={detail} currentLessonId={lesson?.id ?? null} lessonHref={lessonHref} />
        </div>
      </div>
    </>
  );
}
