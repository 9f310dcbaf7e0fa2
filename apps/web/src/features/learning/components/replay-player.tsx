import { formatTimestamp, type ReplayDetail } from '@campus/domain/learning';
import { daysSince, formatDuration } from '@campus/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, ChevronLeft, Download, GraduationCap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { toast } from '../../../components/toast';
import { isApiRequestError } from '../../../lib/api-client';
import { unlockMedia } from '../../../lib/session';
import { replayQueryOptions, useReplay } from '../api/get-replay';
import { applyReplayView, recordReplayView } from '../api/record-replay-view';
import { PlaybackRateSelect } from './playback-rate-select';
import { TrackedMedia } from './tracked-media';

/**
 * The replay's media: where the member is and what they really watched are reported as in the classroom (every few
 * seconds, on pause, at the end, on leaving), so that a replay that counts for a lesson completes it at 90 %.
 */
function ReplayMedia({ replay }: { replay: ReplayDetail }) {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [rate, setRate] = useState(replay.playbackRate);
  return (
    <div className="space-y-4">
      <TrackedMedia
        mediaRef={mediaRef}
        isVideo={replay.mediaType === 'video'}
        src={replay.fileUrl}
        title={replay.title}
        positionSeconds={replay.positionSeconds}
        playbackRate={rate}
        report={({ positionSeconds, watched }) => recordReplayView(replay.id, positionSeconds, watched)}
        onSourceFailed={() => void client.invalidateQueries({ queryKey: replayQueryOptions(replay.id).queryKey })}
        onReported={(answer) => {
          const wasDone = client.getQueryData<ReplayDetail>(replayQueryOptions(replay.id).queryKey)?.lesson?.completed;
          applyReplayView(client, replay.id, answer);
          if (answer.lessonProgress?.completed && !wasDone && replay.lesson) {
            toast({ title: t('replays.lessonCompletedToast', { title: replay.lesson.title }), variant: 'success' });
          }
        }}
      />
      <div className="flex justify-end">
        <PlaybackRateSelect value={rate} mediaRef={mediaRef} onChange={setRate} />
      </div>
      {replay.chapters.length > 0 ? (
        <section aria-labelledby="replay-chapters">
          <h2 id="replay-chapters" className="text-base font-semibold text-ink">
            {t('replays.chapters')}
          </h2>
          <ol className="mt-2 divide-y divide-line rounded-xl border border-line">
            {replay.chapters.map((chapter) => (
              <li key={chapter.at}>
                <button
                  type="button"
                  className="flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm hover:bg-canvas"
                  onClick={() => {
                    const media = mediaRef.current;
                    if (!media) return;
                    media.currentTime = chapter.at;
                    void media.play().catch(() => undefined);
                  }}
                >
                  <span className="font-mono text-accent tabular-nums">{formatTimestamp(chapter.at)}</span>
                  <span className="text-ink">{chapter.title}</span>
                </button>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

/** `/mes-replays?id=`: one replay played (video, audio) or shown (document), with its chapters and speed. */
export function ReplayPlayer({
  id,
  backHref,
  eventHref,
  courseHref,
}: {
  id: string;
  backHref: string;
  eventHref: (id: string) => string;
  courseHref: (id: string) => string;
}) {
  const { t } = useTranslation('learning');
  const replay = useReplay(id);
  useEffect(() => {
    // Opening a replay unlocks it (spec 3.1 media-center store), here and on the server.
    unlockMedia(id);
    if (replay.data && !replay.data.isUnlocked) void recordReplayView(id, 0).catch(() => undefined);
  }, [id, replay.data]);
  const back = (
    <Link to={backHref} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      <ChevronLeft aria-hidden="true" className="size-4" />
      {t('replays.title')}
    </Link>
  );
  if (replay.isPending) {
    return (
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-video w-full rounded-card" />
      </div>
    );
  }
  if (replay.isError) {
    const isMissing = isApiRequestError(replay.error) && replay.error.status === 404;
    return (
      <>
        <PageHeader title={t('replays.title')} actions={back} />
        <Card>
          <EmptyState
            icon={<AlertTriangle />}
            action={
              isMissing ? null : (
                <Button variant="secondary" onClick={() => void replay.refetch()}>
                  {t('retry')}
                </Button>
              )
            }
          >
            {isMissing ? t('replays.notFound') : t('replays.error')}
          </EmptyState>
        </Card>
      </>
    );
  }
  const detail = replay.data;
  const facts = [
    t(`replays.types.${detail.mediaType}`),
    detail.durationMinutes ? formatDuration(detail.durationMinutes) : null,
    t('replays.published', { count: daysSince(detail.publishedAt) }),
  ].filter(Boolean);
  return (
    <>
      <PageHeader title={detail.title} description={facts.join(' · ')} actions={back} />
      <Card className="space-y-5 p-4 sm:p-6">
        {detail.mediaType === 'document' ? (
          <div className="space-y-3">
            <iframe
              src={detail.fileUrl}
              title={detail.title}
              className="h-[65vh] min-h-80 w-full rounded-xl border border-line bg-canvas"
            />
            <a href={detail.fileUrl} download className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
              <Download aria-hidden="true" className="size-4" />
              {t('classroom.download')}
            </a>
          </div>
        ) : (
          <ReplayMedia replay={detail} />
        )}
        {detail.lesson ? (
          <p className="flex items-start gap-2 rounded-lg bg-accent-soft px-4 py-3 text-sm text-ink">
            {detail.lesson.completed ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            ) : (
              <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            )}
            <span>
              {t(detail.lesson.completed ? 'replays.countsForDone' : 'replays.countsFor', {
                lesson: detail.lesson.title,
                course: detail.lesson.courseTitle,
              })}
            </span>
          </p>
        ) : null}
        {detail.description ? <p className="max-w-prose text-ink-soft">{detail.description}</p> : null}
        {detail.event || detail.course ? (
          <div className="flex flex-wrap gap-2">
            {detail.event ? (
              <Link to={eventHref(detail.event.id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                {t('replays.event', { title: detail.event.title })}
              </Link>
            ) : null}
            {detail.course ? (
              <Link to={courseHref(detail.course.id)} className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
                {t('replays.course', { title: detail.course.title })}
              </Link>
            ) : null}
          </div>
        ) : null}
      </Card>
    </>
  );
}
