import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/resources/{id} (MDB_ADMIN): the resource; the rest of its category closes the gap (204). */
export async function deleteResource(id: string): Promise<void> {
  await apiRequest(`/admin/resources/${encodeURIComponent(id)}`, { method: 'DELETE', answer: 'no-content' });
}

export function useDeleteResource() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: deleteResource, onSuccess: invalidate });
}
