import {
  CONTENT_TYPES,
  moveLessonToModule,
  outlineOf,
  type AdminCourse,
  type AdminLesson,
  type AdminModule,
  type ContentType,
} from '@campus/domain/learning';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useAddLesson } from '../api/add-lesson';
import { useReorderCourse } from '../api/reorder-course';
import { useSetLessonMediaPath } from '../api/set-lesson-media-path';
import { useUpdateLesson } from '../api/update-lesson';
import { uploadLessonFile } from '../api/upload-lesson-file';
import { formText, wholeNumberOrNull } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { ProgressBar } from './progress-bar';
import { TitleFields } from './title-fields';
import { MediaPathField } from './media-path-field';

/**
 * Adds a lesson to a module, or edits one (title, type, text, link, duration, points, its module), then sends its
 * file (10 MB at most) with the upload's progress, or names a larger video already on the server.
 */
export function LessonForm({
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
          <MediaPathField prefix={prefix} errors={errors.path} />
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
