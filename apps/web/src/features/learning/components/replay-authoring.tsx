import type { AdminReplay, ReplayLinks } from '@campus/domain/learning';
import { daysSince, formatDuration, type ChannelSlug } from '@campus/domain/shared';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { FormErrors } from '../../../components/form/form-errors';
import { Skeleton } from '../../../components/skeleton';
import { useDeleteReplay } from '../api/delete-replay';
import { useAdminReplays } from '../api/get-admin-replays';
import { useReplayLinks } from '../api/get-replay-links';
import { usePublishReplay } from '../api/publish-replay';
import { useUnpublishReplay } from '../api/unpublish-replay';
import { latestOf, messageOf } from '../authoring-form';
import { EditDeleteButtons } from './edit-delete-buttons';
import { LoadError } from '../../../components/load-error';
import { ReplayForm } from './replay-form';
import { LoadMoreButton } from '../../../components/load-more-button';

/** A replay of the administration: its state, links, publication, edit form and deletion. */
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
  if (links.isError) return <LoadError message={t('replayAuthoring.error')} query={links} />;
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
        <LoadError message={t('replayAuthoring.error')} query={replays} />
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
          <LoadMoreButton pages={replays}>{t('replays.more')}</LoadMoreButton>
        </>
      )}
    </div>
  );
}
