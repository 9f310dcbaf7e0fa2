import {
  REPLAY_FILE_EXTENSIONS,
  REPLAY_MEDIA_TYPES,
  formatTimestamp,
  type AdminReplay,
  type ReplayInput,
  type ReplayLinks,
  type ReplayMediaType,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCreateReplay } from '../api/create-replay';
import { useSetReplayMediaPath } from '../api/set-replay-media-path';
import { useUpdateReplay } from '../api/update-replay';
import { uploadReplayFile } from '../api/upload-replay-file';
import { formText } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { ProgressBar } from './progress-bar';
import { ReplayChaptersField, chapterRow, type ChapterRow } from './replay-chapters-field';
import { TitleFields } from './title-fields';
import { MediaPathField } from './media-path-field';

/** The file picker offers the files the server takes for the media type (the server checks them too). */
const acceptOf = (mediaType: ReplayMediaType) =>
  REPLAY_FILE_EXTENSIONS[mediaType].map((extension) => `.${extension}`).join(',');

/** The fields of a replay (creation and edition), then its file sent with the upload's progress. */
export function ReplayForm({
  channel,
  replay,
  links,
  onDone,
}: {
  channel: ChannelSlug;
  replay?: AdminReplay;
  links: ReplayLinks;
  onDone?: () => void;
}) {
  const { t } = useTranslation('learning');
  const create = useCreateReplay();
  const update = useUpdateReplay();
  const setMediaPath = useSetReplayMediaPath();
  const [mediaType, setMediaType] = useState<ReplayMediaType>(replay?.mediaType ?? 'video');
  const [courseId, setCourseId] = useState(replay?.courseId ?? '');
  const [chapters, setChapters] = useState<ChapterRow[]>(
    () => replay?.chapters.map((chapter) => chapterRow(formatTimestamp(chapter.at), chapter.title)) ?? [],
  );
  const { isSaving, progress, error, submit: saveThenUpload } = useSaveThenUpload(t('replayAuthoring.failed'));
  const prefix = replay ? `replay-${replay.id}` : 'new-replay';
  const lessons = links.courses.find((course) => course.id === courseId)?.lessons ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    const mediaPath = formText(form, 'mediaPath').trim();
    const duration = formText(form, 'durationMinutes').trim();
    const input: ReplayInput = {
      channel,
      title: formText(form, 'title'),
      description: formText(form, 'description'),
      mediaType,
      durationMinutes: duration ? Number(duration) : null,
      chapters: chapters.map(({ at, title }) => ({ at, title })),
      eventId: formText(form, 'eventId'),
      courseId,
      lessonId: formText(form, 'lessonId'),
    };
    saveThenUpload({
      file,
      save: () => (replay ? update.mutateAsync({ id: replay.id, input }) : create.mutateAsync(input)),
      upload: (saved, chosen, onProgress) => uploadReplayFile(saved.id, chosen, onProgress),
      withoutFile: async (saved) => {
        if (mediaPath) await setMediaPath.mutateAsync({ id: saved.id, path: mediaPath });
      },
      onDone,
      cleanUp: () => {
        if (replay) return;
        formElement.reset();
        setChapters([]);
        setCourseId('');
      },
    });
  };
  const errors = error?.errors ?? {};

  return (
    <form onSubmit={submit} className="grid gap-4 md:grid-cols-2" noValidate aria-label={t('replayAuthoring.form')}>
      <TitleFields
        idPrefix={prefix}
        titleLabel={t('replayAuthoring.title')}
        descriptionLabel={t('replayAuthoring.description')}
        title={replay?.title}
        description={replay?.description}
        errors={errors}
        className="md:col-span-2"
      />
      <SelectField
        id={`${prefix}-type`}
        name="mediaType"
        label={t('replayAuthoring.mediaType')}
        value={mediaType}
        onChange={(event) => setMediaType(event.target.value as ReplayMediaType)}
        options={REPLAY_MEDIA_TYPES.map((type) => ({ value: type, label: t(`replays.types.${type}`) }))}
        errors={errors.mediaType}
      />
      <TextField
        id={`${prefix}-duration`}
        name="durationMinutes"
        type="number"
        min={1}
        inputMode="numeric"
        label={t('replayAuthoring.duration')}
        defaultValue={replay?.durationMinutes ?? ''}
        errors={errors.durationMinutes}
      />
      <ReplayChaptersField idPrefix={prefix} chapters={chapters} onChange={setChapters} errors={errors} />
      <SelectField
        id={`${prefix}-event`}
        name="eventId"
        label={t('replayAuthoring.event')}
        defaultValue={replay?.eventId ?? ''}
        options={[
          { value: '', label: t('replayAuthoring.none') },
          ...links.events.map((item) => ({ value: item.id, label: item.title })),
        ]}
        errors={errors.eventId}
        className="md:col-span-2"
      />
      <SelectField
        id={`${prefix}-course`}
        name="courseId"
        label={t('replayAuthoring.course')}
        value={courseId}
        onChange={(event) => setCourseId(event.target.value)}
        options={[
          { value: '', label: t('replayAuthoring.noneFeminine') },
          ...links.courses.map((course) => ({ value: course.id, label: course.title })),
        ]}
        errors={errors.courseId}
      />
      <SelectField
        key={courseId}
        id={`${prefix}-lesson`}
        name="lessonId"
        label={t('replayAuthoring.lesson')}
        hint={t('replayAuthoring.lessonHint')}
        defaultValue={replay?.courseId === courseId ? (replay.lessonId ?? '') : ''}
        disabled={!courseId}
        options={[
          { value: '', label: t('replayAuthoring.noneFeminine') },
          ...lessons.map((lesson) => ({ value: lesson.id, label: lesson.title })),
        ]}
        errors={errors.lessonId}
      />
      <TextField
        id={`${prefix}-file`}
        name="file"
        type="file"
        accept={acceptOf(mediaType)}
        label={replay?.fileName ? t('replayAuthoring.replaceFile') : t('replayAuthoring.file')}
        hint={t('replayAuthoring.fileHint')}
        errors={errors.file}
      />
      <MediaPathField prefix={prefix} errors={errors.path} />
      {progress !== null && (
        <ProgressBar value={progress} label={t('authoring.uploadProgress')} className="md:col-span-2" />
      )}
      <FormErrors messages={error ? [error.message] : []} className="md:col-span-2" />
      <div className="md:col-span-2">
        <Button type="submit" isLoading={isSaving}>
          {replay ? t('authoring.save') : t('replayAuthoring.create')}
        </Button>
      </div>
    </form>
  );
}
