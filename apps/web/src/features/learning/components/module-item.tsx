import { moveModule, outlineOf, type AdminCourse, type AdminModule } from '@campus/domain/learning';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { useDeleteModule } from '../api/delete-module';
import { useRenameModule } from '../api/rename-module';
import { formText, latestOf, violationsOf } from '../authoring-form';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LessonForm } from './lesson-form';
import { LessonItem } from './lesson-item';
import { MoveButtons, type OutlineActions } from './move-buttons';
import { TitleFields } from './title-fields';

/** A module's "new lesson" form, opened on demand so that long outlines stay readable. */
function NewLesson({ course, module }: { course: AdminCourse; module: AdminModule }) {
  const { t } = useTranslation('learning');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="space-y-2">
      <Button variant="ghost" size="sm" aria-expanded={isOpen} onClick={() => setIsOpen((value) => !value)}>
        {isOpen ? t('authoring.closeEdit') : t('authoring.newLesson')}
      </Button>
      {isOpen && <LessonForm course={course} module={module} />}
    </div>
  );
}

/** A module of the outline: its arrows, its title renamed in place, its lessons, a new lesson, its deletion. */
export function ModuleItem({
  module,
  index,
  actions,
}: {
  module: AdminModule;
  index: number;
  actions: OutlineActions;
}) {
  const { t } = useTranslation('learning');
  const rename = useRenameModule();
  const remove = useDeleteModule();
  const action = latestOf(rename, remove);
  const [isRenaming, setIsRenaming] = useState(false);
  const { course, reorder, isMoving } = actions;
  const submitTitle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = formText(new FormData(event.currentTarget), 'title');
    rename.mutate({ id: module.id, title }, { onSuccess: () => setIsRenaming(false) });
  };
  return (
    <li className="space-y-3 rounded-lg bg-canvas p-3">
      <div className="flex flex-wrap items-center gap-2">
        <MoveButtons
          id={module.id}
          upLabel={t('authoring.moveModuleUp', { title: module.title })}
          downLabel={t('authoring.moveModuleDown', { title: module.title })}
          canMoveUp={index > 0}
          canMoveDown={index < course.modules.length - 1}
          disabled={isMoving}
          onMove={(delta) => reorder(moveModule(outlineOf(course), module.id, delta), { id: module.id, delta })}
        />
        <h3 className="min-w-0 flex-[1_1_10rem] font-semibold break-words text-ink">{module.title}</h3>
        <span className="ml-auto flex shrink-0 gap-1">
          <EditDeleteButtons
            variant="ghost"
            isEditing={isRenaming}
            onToggleEdit={() => setIsRenaming((value) => !value)}
            editText={t('authoring.renameModule')}
            editLabel={t('authoring.renameModuleNamed', { title: module.title })}
            deleteLabel={t('authoring.deleteModule', { title: module.title })}
            confirmTitle={t('authoring.deleteModuleTitle')}
            confirmDescription={t('authoring.confirmDeleteModule', {
              title: module.title,
              count: module.lessons.length,
            })}
            isPending={action.isPending}
            onDelete={(settle) => remove.mutate(module.id, { onSettled: settle })}
          />
        </span>
      </div>
      {isRenaming && (
        <form onSubmit={submitTitle} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <TitleFields
            idPrefix={`module-${module.id}`}
            titleLabel={t('authoring.moduleName')}
            title={module.title}
            errors={violationsOf(action.error)}
            isTitleRequired={false}
            className="flex-1"
          />
          <Button type="submit" isLoading={action.isPending}>
            {t('authoring.save')}
          </Button>
        </form>
      )}
      {module.lessons.length > 0 ? (
        <ul className="space-y-2">
          {module.lessons.map((lesson, lessonIndex) => (
            <LessonItem key={lesson.id} lesson={lesson} module={module} index={lessonIndex} actions={actions} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-soft">{t('authoring.noLesson')}</p>
      )}
      <NewLesson course={course} module={module} />
    </li>
  );
}
