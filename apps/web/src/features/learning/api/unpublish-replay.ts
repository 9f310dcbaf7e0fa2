import { adminReplaySchema, type AdminReplay } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/replays/{id}/unpublish (MDB_ADMIN): the replay goes back to a draft, hidden from members. */
export function unpublishReplay(id: string): Promise<AdminReplay> {
  return apiRequest(`/admin/replays/${encodeURIComponent(id)}/unpublish`, {
    method: 'POST',
    schema: adminReplaySchema,
  });
}

export function useUnpublishReplay() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: unpublishReplay, onSuccess: invalidate });
}
