import { adminReplaySchema, type AdminReplay, type ReplayInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/replays/{id} (MDB_ADMIN): the replay's fields, chapters and links (its file is sent apart). */
export function updateReplay(id: string, input: ReplayInput): Promise<AdminReplay> {
  return apiRequest(`/admin/replays/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: adminReplaySchema,
  });
}

export function useUpdateReplay() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ReplayInput }) => updateReplay(id, input),
    onSuccess: invalidate,
  });
}
