import { replayViewResponseSchema, type ReplayViewResponse } from '@campus/domain/learning';
import { apiRequest } from '../../../lib/api-client';
import { mediaCenterStore } from '../../../lib/session';

/**
 * PUT /api/replays/{id}/view: where the member stopped; the answer's unlocked medias refresh the local
 * `media-center` store (spec 3.1).
 */
export async function recordReplayView(id: string, positionSeconds: number): Promise<ReplayViewResponse> {
  const answer = await apiRequest(`/replays/${encodeURIComponent(id)}/view`, {
    method: 'PUT',
    body: { positionSeconds },
    schema: replayViewResponseSchema,
  });
  mediaCenterStore.set({ unlockedMedias: answer.unlockedMedias });
  return answer;
}
