import {
  replayViewResponseSchema,
  type ReplayDetail,
  type ReplayViewResponse,
  type WatchedRange,
} from '@campus/domain/learning';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mediaCenterStore } from '../../../lib/session';
import { replayQueryOptions } from './get-replay';
import { applyLessonProgress } from './save-lesson-progress';

/**
 * PUT /api/replays/{id}/view: where the member stopped and what they watched since the last report (a replay that
 * counts for a lesson gives it those ranges); the answer's unlocked medias refresh the local `media-center` store
 * (spec 3.1).
 */
export async function recordReplayView(
  id: string,
  positionSeconds: number,
  watched: readonly WatchedRange[] = [],
): Promise<ReplayViewResponse> {
  const answer = await apiRequest(`/replays/${encodeURIComponent(id)}/view`, {
    method: 'PUT',
    body: { positionSeconds, watched: watched.map(([start, end]) => [start, end]) },
    schema: replayViewResponseSchema,
  });
  mediaCenterStore.set({ unlockedMedias: answer.unlockedMedias });
  return answer;
}

/**
 * The lesson a replay counts for, as the answer left it: the replay shows it completed (its file URL kept, so the
 * media does not reload) and the classroom, trainings and points follow as after a lesson's own report.
 */
export function applyReplayView(client: QueryClient, replayId: string, answer: ReplayViewResponse): void {
  const progress = answer.lessonProgress;
  if (!progress) return;
  client.setQueryData<ReplayDetail>(replayQueryOptions(replayId).queryKey, (replay) =>
    replay?.lesson ? { ...replay, lesson: { ...replay.lesson, completed: progress.completed } } : replay,
  );
  const courseId = client.getQueryData<ReplayDetail>(replayQueryOptions(replayId).queryKey)?.lesson?.courseId;
  if (courseId) applyLessonProgress(client, courseId, progress);
}
