import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/modules/{id} (MDB_ADMIN): the module's new title; the course as it is now. */
export function renameModule(id: string, title: string): Promise<AdminCourse> {
  return apiRequest(`/admin/modules/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { title },
    schema: adminCourseSchema,
  });
}

export function useRenameModule() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameModule(id, title),
    onSuccess: invalidate,
  });
}
