import type { Lesson } from '@campus/domain/learning';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { applyLessonProgress, saveLessonProgress } from '../api/save-lesson-progress';
import { useWatchTracking } from '../hooks/use-watch-tracking';
import { PlaybackRateSelect } from './playback-rate-select';

/**
 * A video or audio lesson with the browser's own controls (seeking uses range requests): it resumes where the member
 * stopped, plays at their speed, and reports what was really watched, so the lesson completes at 90 %.
 */
export function MediaPlayer({
  courseId,
  lesson,
  playbackRate,
}: {
  courseId: string;
  lesson: Lesson;
  playbackRate: number;
}) {
  const { t } = useTranslation('learning');
  const client = useQueryClient();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const tracking = useWatchTracking(
    mediaRef,
    ({ positionSeconds, watched }) =>
      saveLessonProgress(lesson.id, { positionSeconds, watched: watched.map(([start, end]) => [start, end]) }),
    (progress) => {
      const wasDone = lesson.completed;
      applyLessonProgress(client, courseId, progress);
      if (progress.completed && !wasDone) {
        toast({ title: t('classroom.completedToast', { points: lesson.points }), variant: 'success' });
      }
    },
  );

  const onLoadedMetadata = () => {
    const media = mediaRef.current;
    if (!media) return;
    media.playbackRate = playbackRate;
    // Resume where the member stopped, unless that was the very end.
    if (lesson.positionSeconds > 0 && lesson.positionSeconds < media.duration - 1) {
      media.currentTime = lesson.positionSeconds;
    }
  };

  const props = {
    ref: mediaRef,
    src: lesson.fileUrl ?? undefined,
    controls: true,
    preload: 'metadata',
    onLoadedMetadata,
    onTimeUpdate: tracking.onTimeUpdate,
    onSeeking: tracking.onSeeking,
    onPause: tracking.onPause,
    onEnded: tracking.onEnded,
  } as const;

  return (
    <div className="space-y-3">
      {lesson.contentType === 'video' ? (
        <video {...props} playsInline aria-label={lesson.title} className="aspect-video w-full rounded-xl bg-black" />
      ) : (
        <audio {...props} aria-label={lesson.title} className="w-full" />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink-soft">
        <p>
          {lesson.completed
            ? t('classroom.watchedAll')
            : t('classroom.watched', {
                percent: lesson.durationSeconds
                  ? Math.min(100, Math.floor((lesson.watchedSeconds / lesson.durationSeconds) * 100))
                  : 0,
              })}
        </p>
        <PlaybackRateSelect value={playbackRate} mediaRef={mediaRef} />
      </div>
    </div>
  );
}
