import type { CourseDetail, PlaybackRate } from '@campus/domain/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

/** PUT /api/learning/playback-rate: the member's speed, kept for every lesson and replay. */
export function savePlaybackRate(playbackRate: PlaybackRate): Promise<void> {
  return apiRequest('/learning/playback-rate', { method: 'PUT', body: { playbackRate }, answer: 'no-content' });
}

export function useSavePlaybackRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePlaybackRate,
    onMutate: (playbackRate) => {
      client.setQueriesData<CourseDetail>({ queryKey: [...LEARNING_QUERY_KEY, 'course'] }, (course) =>
        course ? { ...course, playbackRate } : course,
      );
    },
  });
}
