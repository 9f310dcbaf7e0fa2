import {
  CONTENT_TYPES,
  moveLesson,
  moveLessonToModule,
  moveModule,
  outlineOf,
  type AdminCourse,
  type AdminLesson,
  type AdminModule,
  type ContentType,
  type CourseOutline,
} from '@campus/domain/learning';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useAddLesson } from '../api/add-lesson';
import { useAddModule } from '../api/add-module';
import { useDeleteLesson } from '../api/delete-lesson';
import { useDeleteModule } from '../api/delete-module';
import { useRenameModule } from '../api/rename-module';
import { useReorderCourse } from '../api/reorder-course';
import { useSetLessonMediaPath } from '../api/set-lesson-media-path';
import { useUpdateLesson } from '../api/update-lesson';
import { uploadLessonFile } from '../api/upload-lesson-file';
import { formText, latestOf, messageOf, violationsOf, wholeNumberOrNull } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { FormErrors } from '../../../components/form/form-errors';
import { EditDeleteButtons } from './edit-delete-buttons';
import { ProgressBar } from './progress-bar';
import { TitleFields } from './title-fields';

const moveButtonId = (id: string, delta: -1 | 1) => `move-${delta < 0 ? 'up' : 'down'}-${id}`;

/**
 * Once the list is drawn again in its new order (the arrows enabled again), the focus goes back to the same arrow, or
 * to the other one when the item reached an end, so the keyboard can go on moving it.
 */
function refocusMoveButton(id: string, delta: -1 | 1) {
  const same = document.getElementById(moveButtonId(id, delta));
  const other = document.getElementById(moveButtonId(id, delta < 0 ? 1 : -1));
  const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
  target?.focus();
}

/** Up and down arrows of a module or a lesson, named for screen readers; disabled at the ends. */
function MoveButtons({
  id,
  upLabel,
  downLabel,
  canMoveUp,
  canMoveDown,
  disabled,
  onMove,
}: {
  id: string;
  upLabel: string;
  downLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  disabled: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex shrink-0 gap-1">
      <Button
        id={moveButtonId(id, -1)}
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={upLabel}
        title={upLabel}
        disabled={!canMoveUp || disabled}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        id={moveButtonId(id, 1)}
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={downLabel}
        title={downLabel}
        disabled={!canMoveDown || disabled}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </span>
  );
}

/**
 * Adds a lesson to a module, or edits one (title, type, text, link, duration, points, its module), then sends its
 * file (10 MB at most) with the upload's progress, or names a larger video already on the server.
 */
function LessonForm({
  course,
  module,
  lesson,
  onDone,
}: {
  course: AdminCourse;
  module: AdminModule;
  lesson?: AdminLesson;
  onDone?: () => void;
}) {
  const { t } = useTranslation('learning');
  const addLesson = useAddLesson();
  const updateLesson = useUpdateLesson();
  const reorder = useReorderCourse();
  const setMediaPath = useSetLessonMediaPath();
  const [contentType, setContentType] = useState<ContentType>(lesson?.contentType ?? 'video');
  const { isSaving, progress, error, submit: saveThenUpload } = useSaveThenUpload(t('authoring.failed'));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    const mediaPath = formText(form, 'mediaPath').trim();
    const targetModule = formText(form, 'moduleId') || module.id;
    const input = {
      title: formText(form, 'title'),
      contentType,
      body: formText(form, 'body'),
      url: formText(form, 'url'),
      durationSeconds: wholeNumberOrNull(form, 'durationSeconds'),
      points: wholeNumberOrNull(form, 'points'),
    };
    saveThenUpload({
      file,
      // The lesson saved, then placed in the module chosen for it: its id is known once the course answers.
      save: async () => {
        const updated = await (lesson
          ? updateLesson.mutateAsync({ id: lesson.id, input })
          : addLesson.mutateAsync({ moduleId: module.id, input }));
        const lessons = updated.modules.find((item) => item.id === module.id)?.lessons ?? [];
        const lessonId = lesson?.id ?? lessons[lessons.length - 1]?.id;
        const outline = lessonId ? moveLessonToModule(outlineOf(updated), lessonId, targetModule) : null;
        if (outline) await reorder.mutateAsync({ courseId: course.id, outline });
        return lessonId;
      },
      upload: async (lessonId, chosen, onProgress) => {
        if (lessonId) await uploadLessonFile(lessonId, chosen, onProgress);
      },
      withoutFile: async (lessonId) => {
        if (lessonId && mediaPath) await setMediaPath.mutateAsync({ lessonId, path: mediaPath });
      },
      onDone: () => {
        if (!lesson) formElement.reset();
        onDone?.();
      },
    });
  };
  const errors = error?.errors ?? {};
  const prefix = lesson ? `lesson-edit-${lesson.id}` : `lesson-${module.id}`;
  const hasFile = !['support', 'link'].includes(contentType);
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-dashed border-line bg-surface p-3 md:grid-cols-2"
      noValidate
    >
      <TitleFields idPrefix={prefix} titleLabel={t('authoring.lessonTitle')} title={lesson?.title} errors={errors} />
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
          defaultValue={lesson?.body ?? ''}
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
          defaultValue={lesson?.url ?? ''}
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
            label={lesson?.fileName ? t('authoring.replaceFile') : t('authoring.lessonFile')}
            hint={lesson?.fileName ? t('authoring.replaceFileHint') : t('authoring.lessonFileHint')}
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
      <TextField
        id={`${prefix}-duration`}
        name="durationSeconds"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('authoring.lessonDuration')}
        hint={t('authoring.lessonDurationHint')}
        defaultValue={lesson?.durationSeconds ?? ''}
        errors={errors.durationSeconds}
      />
      <TextField
        id={`${prefix}-points`}
        name="points"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        label={t('authoring.lessonPoints')}
        hint={t('authoring.lessonPointsHint')}
        defaultValue={lesson?.points ?? ''}
        errors={errors.points}
      />
      {lesson && course.modules.length > 1 && (
        <SelectField
          id={`${prefix}-module`}
          name="moduleId"
          label={t('authoring.lessonModule')}
          defaultValue={module.id}
          options={course.modules.map((item) => ({ value: item.id, label: item.title }))}
          className="md:col-span-2"
        />
      )}
      {progress !== null && (
        <ProgressBar value={progress} label={t('authoring.uploadProgress')} className="md:col-span-2" />
      )}
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <Button type="submit" variant={lesson ? 'primary' : 'secondary'} isLoading={isSaving}>
          {lesson ? t('authoring.saveLesson') : t('authoring.addLesson')}
        </Button>
        <FormErrors messages={error ? [error.message] : []} />
      </div>
    </form>
  );
}

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

interface OutlineActions {
  course: AdminCourse;
  reorder: (outline: CourseOutline | null, focus: { id: string; delta: -1 | 1 }) => void;
  isMoving: boolean;
}

function LessonItem({
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

function ModuleItem({ module, index, actions }: { module: AdminModule; index: number; actions: OutlineActions }) {
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

function ModuleForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('learning');
  const addModule = useAddModule();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const title = formText(new FormData(formElement), 'title');
    addModule.mutate({ courseId, title }, { onSuccess: () => formElement.reset() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <TitleFields
        idPrefix={`new-module-${courseId}`}
        titleLabel={t('authoring.moduleTitle')}
        errors={violationsOf(addModule.error)}
        isTitleRequired={false}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" isLoading={addModule.isPending}>
        {t('authoring.addModule')}
      </Button>
    </form>
  );
}

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
