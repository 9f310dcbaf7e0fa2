import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/replays/{id} (MDB_ADMIN): the replay and the members' views of it (204). */
export async function deleteReplay(id: string): Promise<void> {
  await apiRequest(`/admin/replays/${encodeURIComponent(id)}`, { method: 'DELETE', answer: 'no-content' });
}

export function useDeleteReplay() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: deleteReplay, onSuccess: invalidate });
}
