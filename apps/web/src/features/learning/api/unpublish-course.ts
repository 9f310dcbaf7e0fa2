import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/courses/{id}/unpublish (MDB_ADMIN): the course goes back to a draft, hidden from members. */
export function unpublishCourse(id: string): Promise<AdminCourse> {
  return apiRequest(`/admin/courses/${encodeURIComponent(id)}/unpublish`, {
    method: 'POST',
    schema: adminCourseSchema,
  });
}

export function useUnpublishCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: unpublishCourse, onSuccess: invalidate });
}
