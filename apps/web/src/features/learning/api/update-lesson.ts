import { adminCourseSchema, type AdminCourse, type LessonInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/lessons/{id} (MDB_ADMIN): the lesson's fields (its file is sent apart); the course as it is now. */
export function updateLesson(id: string, input: LessonInput): Promise<AdminCourse> {
  return apiRequest(`/admin/lessons/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: adminCourseSchema,
  });
}

export function useUpdateLesson() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: LessonInput }) => updateLesson(id, input),
    onSuccess: invalidate,
  });
}
