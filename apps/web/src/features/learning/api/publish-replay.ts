import { adminReplaySchema, type AdminReplay } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/replays/{id}/publish (MDB_ADMIN): the channel's members see the replay (its file must be sent first). */
export function publishReplay(id: string): Promise<AdminReplay> {
  return apiRequest(`/admin/replays/${encodeURIComponent(id)}/publish`, { method: 'POST', schema: adminReplaySchema });
}

export function usePublishReplay() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: publishReplay, onSuccess: invalidate });
}
