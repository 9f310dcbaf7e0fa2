import type { AdminCourse } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { Skeleton } from '../../../components/skeleton';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses } from '../api/get-admin-courses';
import { usePublishCourse } from '../api/publish-course';
import { useUnpublishCourse } from '../api/unpublish-course';
import { latestOf, messageOf } from '../authoring-form';
import { CourseForm } from './course-form';
import { CourseOutlineEditor } from './course-outline-editor';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadError } from '../../../components/load-error';

/** A course of the administration: its state, publication, edit form, outline and deletion. */
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
        <LoadError message={t('authoring.error')} query={courses} />
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
