import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/modules/{id} (MDB_ADMIN): the module and its lessons; the course as it is now. */
export function deleteModule(id: string): Promise<AdminCourse> {
  return apiRequest(`/admin/modules/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminCourseSchema });
}

export function useDeleteModule() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: deleteModule, onSuccess: invalidate });
}
