import { CLASSROOM_LEVELS, SKILL_LEVELS, type AdminCourse, type CourseInput } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { Skeleton } from '../../../components/skeleton';
import { useCreateCourse } from '../api/create-course';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses } from '../api/get-admin-courses';
import { usePublishCourse } from '../api/publish-course';
import { useUnpublishCourse } from '../api/unpublish-course';
import { useUpdateCourse } from '../api/update-course';
import { formText, latestOf, messageOf, violationsOf } from '../authoring-form';
import { FormErrors } from '../../../components/form/form-errors';
import { CourseOutlineEditor } from './course-outline-editor';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadErrorCard } from './load-error-card';
import { TitleFields } from './title-fields';

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
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const saving = course ? update : create;
  const errors = violationsOf(saving.error);
  const prefix = course ? `edit-${course.id}` : 'new-course';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const input: CourseInput = {
      channel,
      title: formText(form, 'title'),
      description: formText(form, 'description'),
      skillLevel: formText(form, 'skillLevel') as CourseInput['skillLevel'],
      classroomLevel: formText(form, 'classroomLevel') as CourseInput['classroomLevel'],
    };
    const onSuccess = () => {
      if (!course) formElement.reset();
      onDone?.();
    };
    if (course) update.mutate({ id: course.id, input }, { onSuccess });
    else create.mutate(input, { onSuccess });
  };
  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate>
      <TitleFields
        idPrefix={prefix}
        titleLabel={t('authoring.courseTitle')}
        descriptionLabel={t('authoring.courseDescription')}
        title={course?.title}
        description={course?.description}
        errors={errors}
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
        <Button type="submit" isLoading={saving.isPending}>
          {submitLabel}
        </Button>
        <FormErrors messages={saving.isError ? [messageOf(saving.error, t('authoring.failed'))] : []} />
      </div>
    </form>
  );
}

function CourseEditor({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('learning');
  const publish = usePublishCourse();
  const unpublish = useUnpublishCourse();
  const remove = useDeleteCourse();
  const action = latestOf(publish, unpublish, remove);
  const [isEditing, setIsEditing] = useState(false);
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
              isLoading={action.isPending}
              onClick={() => unpublish.mutate(course.id)}
            >
              {t('authoring.unpublish')}
            </Button>
          ) : (
            <Button
              size="sm"
              isLoading={action.isPending}
              disabled={lessonCount === 0}
              title={lessonCount === 0 ? t('authoring.publishNeedsLesson') : undefined}
              onClick={() => publish.mutate(course.id)}
            >
              {t('authoring.publish')}
            </Button>
          )}
          <EditDeleteButtons
            isEditing={isEditing}
            onToggleEdit={() => setIsEditing((value) => !value)}
            confirmTitle={t('authoring.deleteTitle')}
            confirmDescription={t('authoring.confirmDelete', { title: course.title })}
            isPending={action.isPending}
            onDelete={(settle) => remove.mutate(course.id, { onSettled: settle })}
          />
        </div>
      </div>
      <FormErrors messages={action.isError ? [messageOf(action.error, t('authoring.failed'))] : []} />
      {isEditing && (
        <CourseForm
          channel={course.channel}
          course={course}
          submitLabel={t('authoring.save')}
          onDone={() => setIsEditing(false)}
        />
      )}
      <CourseOutlineEditor course={course} />
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
