import { adminCourseSchema, type AdminCourse, type CourseInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/courses/{id} (MDB_ADMIN): the course's own fields (title, description, levels). */
export function updateCourse(id: string, input: CourseInput): Promise<AdminCourse> {
  return apiRequest(`/admin/courses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: adminCourseSchema,
  });
}

export function useUpdateCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CourseInput }) => updateCourse(id, input),
    onSuccess: invalidate,
  });
}
