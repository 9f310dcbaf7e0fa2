import type { Lesson } from '@campus/domain/learning';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../components/toast';
import { learningKeys } from '../api/learning-query-keys';
import { applyLessonProgress, saveLessonProgress } from '../api/save-lesson-progress';
import { PlaybackRateSelect } from './playback-rate-select';
import { TrackedMedia } from './tracked-media';

/** A video or audio lesson: what the member really watched is reported, so the lesson completes at 90 %. */
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
  return (
    <div className="space-y-3">
      <TrackedMedia
        mediaRef={mediaRef}
        isVideo={lesson.contentType === 'video'}
        src={lesson.fileUrl ?? undefined}
        title={lesson.title}
        positionSeconds={lesson.positionSeconds}
        playbackRate={playbackRate}
        report={({ positionSeconds, watched }) =>
          saveLessonProgress(lesson.id, { positionSeconds, watched: watched.map(([start, end]) => [start, end]) })
        }
        onSourceFailed={() => void client.invalidateQueries({ queryKey: learningKeys.course(courseId) })}
        onReported={(progress) => {
          const wasDone = lesson.completed;
          applyLessonProgress(client, courseId, progress);
          if (progress.completed && !wasDone) {
            toast({ title: t('classroom.completedToast', { points: lesson.points }), variant: 'success' });
          }
        }}
      />
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
