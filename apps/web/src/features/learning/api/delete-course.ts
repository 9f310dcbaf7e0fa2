import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/courses/{id} (MDB_ADMIN): the course, its modules and lessons (204). */
export async function deleteCourse(id: string): Promise<void> {
  await apiRequest(`/admin/courses/${encodeURIComponent(id)}`, { method: 'DELETE', answer: 'no-content' });
}

export function useDeleteCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: deleteCourse, onSuccess: invalidate });
}
