import type { AdminCourse } from '@campus/domain/learning';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FormErrors } from '../../../components/form/form-errors';
import { useReorderCourse } from '../api/reorder-course';
import { messageOf } from '../authoring-form';
import { ModuleForm } from './module-form';
import { ModuleItem } from './module-item';
import { refocusMoveButton, type OutlineActions } from './move-buttons';

/**
 * A course's outline in the administration: modules renamed, moved up or down and deleted (after a confirmation),
 * lessons added, edited, moved within their module or to another one; each new order is sent whole
 * (`PUT /api/admin/courses/{id}/outline`).
 */
export function CourseOutlineEditor({ course }: { course: AdminCourse }) {
  const { t } = useTranslation('learning');
  const reorder = useReorderCourse();
  // The arrow to focus once the moved outline is drawn: after the render that enables the arrows again, not before
  // (a disabled button cannot take the focus). The mutation's callback sets it before its result renders.
  const pendingFocus = useRef<{ id: string; delta: -1 | 1 } | null>(null);
  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus || reorder.isPending) return;
    pendingFocus.current = null;
    refocusMoveButton(focus.id, focus.delta);
  }, [reorder.isPending, course]);
  const actions: OutlineActions = {
    course,
    isMoving: reorder.isPending,
    reorder: (outline, focus) => {
      if (!outline) return;
      reorder.mutate({ courseId: course.id, outline }, { onSuccess: () => (pendingFocus.current = focus) });
    },
  };
  return (
    <div className="space-y-4">
      {course.modules.length > 1 && <p className="text-sm text-ink-soft">{t('authoring.outlineHint')}</p>}
      <FormErrors messages={reorder.isError ? [messageOf(reorder.error, t('authoring.failed'))] : []} />
      <ol className="space-y-4">
        {course.modules.map((module, index) => (
          <ModuleItem key={module.id} module={module} index={index} actions={actions} />
        ))}
      </ol>
      <ModuleForm courseId={course.id} />
    </div>
  );
}
