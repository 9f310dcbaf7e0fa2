import { adminCourseSchema, type AdminCourse, type CourseOutline } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/courses/{id}/outline (MDB_ADMIN): the whole new order of its modules and lessons. */
export function reorderCourse(courseId: string, outline: CourseOutline): Promise<AdminCourse> {
  return apiRequest(`/admin/courses/${encodeURIComponent(courseId)}/outline`, {
    method: 'PUT',
    body: outline,
    schema: adminCourseSchema,
  });
}

export function useReorderCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ courseId, outline }: { courseId: string; outline: CourseOutline }) =>
      reorderCourse(courseId, outline),
    onSuccess: invalidate,
  });
}
