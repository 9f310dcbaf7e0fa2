import { moveLesson, outlineOf, type AdminLesson, type AdminModule } from '@campus/domain/learning';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDeleteLesson } from '../api/delete-lesson';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LessonForm } from './lesson-form';
import { MoveButtons, type OutlineActions } from './move-buttons';

/** A lesson of the outline: its arrows, what it holds, its edit form and its deletion. */
export function LessonItem({
  lesson,
  module,
  index,
  actions,
}: {
  lesson: AdminLesson;
  module: AdminModule;
  index: number;
  actions: OutlineActions;
}) {
  const { t } = useTranslation('learning');
  const remove = useDeleteLesson();
  const [isEditing, setIsEditing] = useState(false);
  const { course, reorder, isMoving } = actions;
  const details = [
    t(`contentTypes.${lesson.contentType}`),
    t('classroom.points', { count: lesson.points }),
    ...(lesson.fileName ? [t('authoring.hasFile')] : []),
  ].join(' · ');
  return (
    <li className="space-y-2 rounded-md border border-line bg-surface p-2">
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons
          id={lesson.id}
          upLabel={t('authoring.moveLessonUp', { title: lesson.title })}
          downLabel={t('authoring.moveLessonDown', { title: lesson.title })}
          canMoveUp={index > 0}
          canMoveDown={index < module.lessons.length - 1}
          disabled={isMoving}
          onMove={(delta) => reorder(moveLesson(outlineOf(course), lesson.id, delta), { id: lesson.id, delta })}
        />
        <span className="min-w-0 flex-[1_1_10rem] text-sm break-words text-ink">
          {lesson.title} <span className="text-ink-soft">({details})</span>
        </span>
        <span className="ml-auto flex shrink-0 gap-1">
          <EditDeleteButtons
            variant="ghost"
            isEditing={isEditing}
            onToggleEdit={() => setIsEditing((value) => !value)}
            editLabel={t('authoring.editLesson', { title: lesson.title })}
            deleteLabel={t('authoring.deleteLesson', { title: lesson.title })}
            confirmTitle={t('authoring.deleteLessonTitle')}
            confirmDescription={t('authoring.confirmDeleteLesson', { title: lesson.title })}
            isPending={remove.isPending}
            onDelete={(settle) => remove.mutate(lesson.id, { onSettled: settle })}
          />
        </span>
      </div>
      {isEditing && <LessonForm course={course} module={module} lesson={lesson} onDone={() => setIsEditing(false)} />}
    </li>
  );
}
