import { adminReplaySchema, type AdminReplay, type ReplayInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/replays (MDB_ADMIN): a new replay, a draft until published; its file is sent next. */
export function createReplay(input: ReplayInput): Promise<AdminReplay> {
  return apiRequest('/admin/replays', { method: 'POST', body: input, schema: adminReplaySchema });
}

export function useCreateReplay() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: createReplay, onSuccess: invalidate });
}
