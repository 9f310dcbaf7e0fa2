import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/courses/{id}/publish (MDB_ADMIN): the course opens to the channel's members, who are notified. */
export function publishCourse(id: string): Promise<AdminCourse> {
  return apiRequest(`/admin/courses/${encodeURIComponent(id)}/publish`, { method: 'POST', schema: adminCourseSchema });
}

export function usePublishCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: publishCourse, onSuccess: invalidate });
}
