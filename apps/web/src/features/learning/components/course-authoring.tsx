import {
  CLASSROOM_LEVELS,
  CONTENT_TYPES,
  SKILL_LEVELS,
  type AdminCourse,
  type AdminModule,
  type ContentType,
  type CourseInput,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { Skeleton } from '../../../components/skeleton';
import { uploadLessonFile, useAdminCourses, useAuthoring, useInvalidateLearning } from '../api/course-authoring';
import { ProgressBar } from './progress-bar';
import { LoadErrorCard } from './load-error-card';
import { formText as text, messageOf, violationsOf, type Violations } from '../authoring-form';

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/** The fields of a course (creation and edition). */
function CourseForm({
  channel,
  course,
  submitLabel,
  onDone,
}: {
  channel: ChannelSlug;
  course?: AdminCourse;
  submitLabel: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation('learning');
  const authoring = useAuthoring();
  const errors = violationsOf(authoring.error);
  const prefix = course ? `edit-${course.id}` : 'new-course';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input: CourseInput = {
      channel,
      title: text(form, 'title'),
      description: text(form, 'description'),
      skillLevel: text(form, 'skillLevel') as CourseInput['skillLevel'],
      classroomLevel: text(form, 'classroomLevel') as CourseInput['classroomLevel'],
    };
    authoring.mutate(course ? { type: 'edit', id: course.id, input } : { type: 'create', input }, {
      onSuccess: () => {
        if (!course) formElement.reset();
        onDone?.();
      },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <TextField
        id={`${prefix}-title`}
        name="title"
        label={t('authoring.courseTitle')}
        defaultValue={course?.title}
        errors={errors.title}
        required
        className="md:col-span-2"
      />
      <TextareaField
        id={`${prefix}-description`}
        name="description"
        label={t('authoring.courseDescription')}
        defaultValue={course?.description ?? ''}
        errors={errors.description}
        className="md:col-span-2"
      />
      <SelectField
        id={`${prefix}-skill`}
        name="skillLevel"
        label={t('authoring.skillLevel')}
        defaultValue={course?.skillLevel ?? 'BEGINNER'}
        options={SKILL_LEVELS.map((level) => ({ value: level, label: t(`skillLevels.${level}`) }))}
      />
      <SelectField
        id={`${prefix}-classroom`}
        name="classroomLevel"
        label={t('authoring.classroomLevel')}
        defaultValue={course?.classroomLevel ?? 'level_1'}
        options={CLASSROOM_LEVELS.map((level) => ({ value: level, label: t(`classroomLevels.${level}`) }))}
      />
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" isLoading={authoring.isPending}>
          {submitLabel}
        </Button>
        <FormError error={authoring.isError ? messageOf(authoring.error, t('authoring.failed')) : null} />
      </div>
    </form>
  );
}

/** Adds a lesson to a module, then sends its file (10 MB at most) with the upload's progress. */
function LessonForm({ module }: { module: AdminModule }) {
  const { t } = useTranslation('learning');
  const authoring = useAuthoring();
  const invalidate = useInvalidateLearning();
  const [contentType, setContentType] = useState<ContentType>('video');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; errors: Violations } | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    const mediaPath = text(form, 'mediaPath').trim();
    setError(null);
    authoring.mutate(
      {
        type: 'add-lesson',
        moduleId: module.id,
        input: {
          title: text(form, 'title'),
          contentType,
          body: text(form, 'body'),
          url: text(form, 'url'),
        },
      },
      {
        onSuccess: (course) => {
          void (async () => {
            const lessons = course?.modules.find((item) => item.id === module.id)?.lessons ?? [];
            const lesson = lessons[lessons.length - 1];
            try {
              if (lesson && file instanceof File && file.size > 0) {
                setProgress(0);
                await uploadLessonFile(lesson.id, file, setProgress);
              } else if (lesson && mediaPath) {
                await authoring.mutateAsync({ type: 'media-path', lessonId: lesson.id, path: mediaPath });
              }
              formElement.reset();
            } catch (uploadError) {
              setError({ message: messageOf(uploadError, t('authoring.failed')), errors: violationsOf(uploadError) });
            } finally {
              setProgress(null);
              await invalidate();
            }
          })();
        },
        onError: (createError) =>
          setError({ message: messageOf(createError, t('authoring.failed')), errors: violationsOf(createError) }),
      },
    );
  };
  const errors = error?.errors ?? {};
  const prefix = `lesson-${module.id}`;
  const hasFile = !['support', 'link'].includes(contentType);
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-dashed border-line p-3 md:grid-cols-2"
      noValidate
    >
      <TextField
        id={`${prefix}-title`}
        name="title"
        label={t('authoring.lessonTitle')}
        errors={errors.title}
        required
      />
      <SelectField
        id={`${prefix}-type`}
        name="contentType"
        label={t('authoring.contentType')}
        value={contentType}
        onChange={(event) => setContentType(event.target.value as ContentType)}
        options={CONTENT_TYPES.map((type) => ({ value: type, label: t(`contentTypes.${type}`) }))}
      />
      {contentType === 'support' && (
        <TextareaField
          id={`${prefix}-body`}
          name="body"
          label={t('authoring.lessonBody')}
          errors={errors.body}
          rows={5}
          className="md:col-span-2"
        />
      )}
      {contentType === 'link' && (
        <TextField
          id={`${prefix}-url`}
          name="url"
          type="url"
          label={t('authoring.lessonUrl')}
          placeholder="https://"
          errors={errors.url}
          className="md:col-span-2"
        />
      )}
      {hasFile && (
        <>
          <TextField
            id={`${prefix}-file`}
            name="file"
            type="file"
            label={t('authoring.lessonFile')}
            hint={t('authoring.lessonFileHint')}
            errors={errors.file}
          />
          <TextField
            id={`${prefix}-media`}
            name="mediaPath"
            label={t('authoring.mediaPath')}
            hint={t('authoring.mediaPathHint')}
            errors={errors.path}
          />
        </>
      )}
      {progress !== null && (
        <ProgressBar value={progress} label={t('authoring.uploadProgress')} className="md:col-span-2" />
      )}
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" variant="secondary" isLoading={authoring.isPending || progress !== null}>
          {t('authoring.addLesson')}
        </Button>
        <FormError error={error?.message ?? null} />
      </div>
    </form>
  );
}

/** A module's "new lesson" form, opened on demand so that long outlines stay readable. */
function NewLesson({ module }: { module: AdminModule }) {
  const { t } = useTranslation('learning');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="space-y-2">
      <Button variant="ghost" size="sm" aria-expanded={isOpen} onClick={() => setIsOpen((value) => !value)}>
        {isOpen ? t('authoring.closeEdit') : t('authoring.newLesson')}
      </Button>
      {isOpen && <LessonForm module={module} />}
    </div>
  );
}

function ModuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const authoring = useAuthoring();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const title = text(new FormData(formElement), 'title');
    authoring.mutate({ type: 'add-module', courseId, title }, { onSuccess: () => formElement.reset() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TextField
        id={`module-${courseId}`}
        name="title"
        label={t('authoring.moduleTitle')}
        errors={violationsOf(authoring.error).title}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" isLoading={authoring.isPending}>
        {t('authoring.addModule')}
      </Button>
    </form>
  );
}

function CourseEditor({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('learning');
  const authoring = useAuthoring();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const isPublished = course.publishedAt !== null;
  const lessonCount = course.modules.reduce((total, module) => total + module.lessons.length, 0);
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-ink-soft uppercase">
            {isPublished ? t('authoring.published') : t('authoring.draft')} ·{' '}
            {t('authoring.lessonCount', { count: lessonCount })}
          </p>
          <h2 className="text-lg font-semibold break-words text-ink">{course.title}</h2>
          {course.description && <p className="text-sm text-ink-soft">{course.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {isPublished ? (
            <Button
              variant="secondary"
              size="sm"
              isLoading={authoring.isPending}
              onClick={() => authoring.mutate({ type: 'unpublish', id: course.id })}
            >
              {t('authoring.unpublish')}
            </Button>
          ) : (
            <Button
              size="sm"
              isLoading={authoring.isPending}
              disabled={lessonCount === 0}
              title={lessonCount === 0 ? t('authoring.publishNeedsLesson') : undefined}
              onClick={() => authoring.mutate({ type: 'publish', id: course.id })}
            >
              {t('authoring.publish')}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => setIsEditing((value) => !value)}>
            {isEditing ? t('authoring.closeEdit') : t('authoring.edit')}
          </Button>
          <Button variant="danger-ghost" size="sm" onClick={() => setIsConfirming(true)}>
            {t('authoring.delete')}
          </Button>
          <ConfirmDialog
            open={isConfirming}
            onOpenChange={setIsConfirming}
            title={t('authoring.deleteTitle')}
            description={t('authoring.confirmDelete', { title: course.title })}
            confirmLabel={t('authoring.delete')}
            isPending={authoring.isPending}
            onConfirm={() =>
              authoring.mutate({ type: 'delete', id: course.id }, { onSettled: () => setIsConfirming(false) })
            }
          />
        </div>
      </div>
      <FormError error={authoring.isError ? messageOf(authoring.error, t('authoring.failed')) : null} />
      {isEditing && (
        <CourseForm
          channel={course.channel}
          course={course}
          submitLabel={t('authoring.save')}
          onDone={() => setIsEditing(false)}
        />
      )}
      <ol className="space-y-4">
        {course.modules.map((module) => (
          <li key={module.id} className="space-y-2 rounded-lg bg-canvas p-3">
            <h3 className="font-semibold text-ink">{module.title}</h3>
            {module.lessons.length > 0 ? (
              <ul className="space-y-1 text-sm">
                {module.lessons.map((lesson) => (
                  <li key={lesson.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0 break-words text-ink">
                      {lesson.title}{' '}
                      <span className="text-ink-soft">
                        ({t(`contentTypes.${lesson.contentType}`)}
                        {lesson.fileName ? ` · ${t('authoring.hasFile')}` : ''})
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('authoring.deleteLesson', { title: lesson.title })}
                      onClick={() => authoring.mutate({ type: 'delete-lesson', id: lesson.id })}
                    >
                      {t('authoring.delete')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-soft">{t('authoring.noLesson')}</p>
            )}
            <NewLesson module={module} />
          </li>
        ))}
      </ol>
      <ModuleForm courseId={course.id} />
    </Card>
  );
}

/** The course administration of a channel (MDB_ADMIN): create, edit, outline, files, publish. */
export function CourseAuthoring({ channel }: { channel: ChannelSlug }) {
  const { t } = useTranslation('learning');
  const courses = useAdminCourses(channel);
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-5">
        <h2 className="mb-4 text-lg font-semibold text-ink">{t('authoring.newCourse')}</h2>
        <CourseForm channel={channel} submitLabel={t('authoring.create')} />
      </Card>
      {courses.isPending ? (
        <div className="space-y-4" aria-hidden="true">
          {[0, 1].map((key) => (
            <Card key={key} className="space-y-3 p-5">
              <Skeleton className="h-3 w-32" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-16 w-full" />
            </Card>
          ))}
        </div>
      ) : courses.isError ? (
        <LoadErrorCard query={courses}>{t('authoring.error')}</LoadErrorCard>
      ) : courses.data.length === 0 ? (
        <Card>
          <EmptyState icon={<GraduationCap />}>{t('authoring.empty')}</EmptyState>
        </Card>
      ) : (
        <ul className="space-y-4">
          {courses.data.map((course) => (
            <li key={course.id}>
              <CourseEditor course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
