import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/courses/{id}/modules (MDB_ADMIN): a module at the end of the outline; the course as it is now. */
export function addModule(courseId: string, title: string): Promise<AdminCourse> {
  return apiRequest(`/admin/courses/${encodeURIComponent(courseId)}/modules`, {
    method: 'POST',
    body: { title },
    schema: adminCourseSchema,
  });
}

export function useAddModule() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ courseId, title }: { courseId: string; title: string }) => addModule(courseId, title),
    onSuccess: invalidate,
  });
}
