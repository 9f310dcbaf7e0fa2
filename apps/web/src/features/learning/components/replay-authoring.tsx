import {
  REPLAY_FILE_EXTENSIONS,
  REPLAY_MEDIA_TYPES,
  formatTimestamp,
  type AdminReplay,
  type ReplayInput,
  type ReplayLinks,
  type ReplayMediaType,
} from '@campus/domain/learning';
import { daysSince, formatDuration, type ChannelSlug } from '@campus/domain/shared';
import { PlayCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Skeleton } from '../../../components/skeleton';
import { useCreateReplay } from '../api/create-replay';
import { useDeleteReplay } from '../api/delete-replay';
import { useAdminReplays } from '../api/get-admin-replays';
import { useReplayLinks } from '../api/get-replay-links';
import { usePublishReplay } from '../api/publish-replay';
import { useSetReplayMediaPath } from '../api/set-replay-media-path';
import { useUnpublishReplay } from '../api/unpublish-replay';
import { useUpdateReplay } from '../api/update-replay';
import { uploadReplayFile } from '../api/upload-replay-file';
import { formText, latestOf, messageOf } from '../authoring-form';
import { useSaveThenUpload } from '../hooks/use-save-then-upload';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadErrorCard } from './load-error-card';
import { ProgressBar } from './progress-bar';
import { TitleFields } from './title-fields';

/** What the file input offers for each media type (the server checks it too). */
/** The file picker offers the files the server takes for the media type. */
const acceptOf = (mediaType: ReplayMediaType) =>
  REPLAY_FILE_EXTENSIONS[mediaType].map((extension) => `.${extension}`).join(',');

interface ChapterRow {
  key: number;
  at: string;
  title: string;
}

let nextChapterKey = 0;
const chapterRow = (at = '', title = ''): ChapterRow => ({ key: nextChapterKey++, at, title });

/** The fields of a replay (creation and edition), then its file sent with the upload's progress. */
function ReplayForm({
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
  const setChapter = (key: number, change: Partial<ChapterRow>) =>
    setChapters((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

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
      <fieldset className="space-y-3 md:col-span-2">
        <legend className="text-sm font-medium text-ink">{t('replayAuthoring.chapters')}</legend>
        {chapters.length === 0 ? <p className="text-sm text-ink-soft">{t('replayAuthoring.noChapter')}</p> : null}
        <ol className="space-y-3">
          {chapters.map((chapter, index) => (
            <li
              key={chapter.key}
              className="grid grid-cols-[6.5rem_1fr] items-start gap-2 sm:grid-cols-[7rem_1fr_auto]"
            >
              <TextField
                id={`${prefix}-chapter-${chapter.key}-at`}
                label={t('replayAuthoring.chapterAt', { number: index + 1 })}
                placeholder="mm:ss"
                value={chapter.at}
                onChange={(event) => setChapter(chapter.key, { at: event.target.value })}
                errors={errors[`chapters.${index}.at`]}
              />
              <TextField
                id={`${prefix}-chapter-${chapter.key}-title`}
                label={t('replayAuthoring.chapterTitle', { number: index + 1 })}
                value={chapter.title}
                onChange={(event) => setChapter(chapter.key, { title: event.target.value })}
                errors={errors[`chapters.${index}.title`]}
              />
              <Button
                variant="ghost"
                size="sm"
                className="col-span-2 justify-self-start sm:col-span-1 sm:mt-7"
                aria-label={t('replayAuthoring.removeChapter', { number: index + 1 })}
                onClick={() => setChapters((rows) => rows.filter((row) => row.key !== chapter.key))}
              >
                {t('replayAuthoring.remove')}
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="sm" onClick={() => setChapters((rows) => [...rows, chapterRow()])}>
          {t('replayAuthoring.addChapter')}
        </Button>
      </fieldset>
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
      <TextField
        id={`${prefix}-media`}
        name="mediaPath"
        label={t('authoring.mediaPath')}
        hint={t('authoring.mediaPathHint')}
        errors={errors.path}
      />
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

function ReplayItem({ replay, links }: { replay: AdminReplay; links: ReplayLinks }) {
  const { t } = useTranslation('learning');
  const publish = usePublishReplay();
  const unpublish = useUnpublishReplay();
  const remove = useDeleteReplay();
  const action = latestOf(publish, unpublish, remove);
  const [isEditing, setIsEditing] = useState(false);
  const course = links.courses.find((item) => item.id === replay.courseId);
  const lesson = course?.lessons.find((item) => item.id === replay.lessonId);
  const facts = [
    replay.publishedAt
      ? t('replayAuthoring.publishedAgo', { count: daysSince(replay.publishedAt) })
      : t('authoring.draft'),
    t(`replays.types.${replay.mediaType}`),
    replay.durationMinutes ? formatDuration(replay.durationMinutes) : null,
    replay.fileName ? null : t('replayAuthoring.noFile'),
  ].filter(Boolean);
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-ink-soft uppercase">{facts.join(' · ')}</p>
          <h3 className="text-lg font-semibold break-words text-ink">{replay.title}</h3>
          {course ? (
            <p className="text-sm text-ink-soft">
              {lesson
                ? t('replayAuthoring.countsFor', { lesson: lesson.title, course: course.title })
                : t('replays.course', { title: course.title })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {replay.publishedAt ? (
            <Button
              variant="secondary"
              size="sm"
              isLoading={action.isPending}
              onClick={() => unpublish.mutate(replay.id)}
            >
              {t('authoring.unpublish')}
            </Button>
          ) : (
            <Button
              size="sm"
              isLoading={action.isPending}
              disabled={!replay.fileName}
              title={replay.fileName ? undefined : t('replayAuthoring.publishNeedsFile')}
              aria-label={t('replayAuthoring.publishNamed', { title: replay.title })}
              onClick={() => publish.mutate(replay.id)}
            >
              {t('authoring.publish')}
            </Button>
          )}
          <EditDeleteButtons
            isEditing={isEditing}
            onToggleEdit={() => setIsEditing((value) => !value)}
            confirmTitle={t('replayAuthoring.deleteTitle')}
            confirmDescription={t('replayAuthoring.confirmDelete', { title: replay.title })}
            isPending={action.isPending}
            onDelete={(settle) => remove.mutate(replay.id, { onSettled: settle })}
          />
        </div>
      </div>
      <FormErrors messages={action.isError ? [messageOf(action.error, t('replayAuthoring.failed'))] : []} />
      {isEditing && (
        <ReplayForm channel={replay.channel} replay={replay} links={links} onDone={() => setIsEditing(false)} />
      )}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1].map((key) => (
        <Card key={key} className="space-y-3 p-5">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-5 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

/** The replays administration of a channel (MDB_ADMIN): drafts, files, chapters, links, publication. */
export function ReplayAuthoring({ channel }: { channel: ChannelSlug }) {
  const { t } = useTranslation('learning');
  const replays = useAdminReplays(channel);
  const links = useReplayLinks(channel);
  if (links.isPending) return <ListSkeleton />;
  if (links.isError) return <LoadErrorCard query={links}>{t('replayAuthoring.error')}</LoadErrorCard>;
  const items = replays.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-5">
        <h2 className="mb-1 text-lg font-semibold text-ink">{t('replayAuthoring.new')}</h2>
        <p className="mb-4 text-sm text-ink-soft">{t('replayAuthoring.newHint')}</p>
        <ReplayForm channel={channel} links={links.data} />
      </Card>
      {replays.isPending ? (
        <ListSkeleton />
      ) : replays.isError ? (
        <LoadErrorCard query={replays}>{t('replayAuthoring.error')}</LoadErrorCard>
      ) : items.length === 0 ? (
        <Card>
          <EmptyState icon={<PlayCircle />}>{t('replayAuthoring.empty')}</EmptyState>
        </Card>
      ) : (
        <>
          <ul className="space-y-4" aria-label={t('replayAuthoring.list')}>
            {items.map((replay) => (
              <li key={replay.id}>
                <ReplayItem replay={replay} links={links.data} />
              </li>
            ))}
          </ul>
          {replays.hasNextPage ? (
            <Button
              variant="secondary"
              isLoading={replays.isFetchingNextPage}
              onClick={() => void replays.fetchNextPage()}
            >
              {t('replays.more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
