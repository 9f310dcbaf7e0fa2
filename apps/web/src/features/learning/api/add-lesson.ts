import { adminCourseSchema, type AdminCourse, type LessonInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/modules/{id}/lessons (MDB_ADMIN): a lesson at the end of the module; the course as it is now. */
export function addLesson(moduleId: string, input: LessonInput): Promise<AdminCourse> {
  return apiRequest(`/admin/modules/${encodeURIComponent(moduleId)}/lessons`, {
    method: 'POST',
    body: input,
    schema: adminCourseSchema,
  });
}

export function useAddLesson() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ moduleId, input }: { moduleId: string; input: LessonInput }) => addLesson(moduleId, input),
    onSuccess: invalidate,
  });
}
