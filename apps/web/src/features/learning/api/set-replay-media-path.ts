import { adminReplaySchema, type AdminReplay } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/**
 * PUT /api/admin/replays/{id}/media (MDB_ADMIN): the replay's file is a large media already in the server's media
 * directory, named by its relative path.
 */
export function setReplayMediaPath(id: string, path: string): Promise<AdminReplay> {
  return apiRequest(`/admin/replays/${encodeURIComponent(id)}/media`, {
    method: 'PUT',
    body: { path },
    schema: adminReplaySchema,
  });
}

export function useSetReplayMediaPath() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, path }: { id: string; path: string }) => setReplayMediaPath(id, path),
    onSuccess: invalidate,
  });
}
