import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/lessons/{id} (MDB_ADMIN): the lesson and its members' progress; the course as it is now. */
export function deleteLesson(id: string): Promise<AdminCourse> {
  return apiRequest(`/admin/lessons/${encodeURIComponent(id)}`, { method: 'DELETE', schema: adminCourseSchema });
}

export function useDeleteLesson() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: deleteLesson, onSuccess: invalidate });
}
