import { adminCourseSchema, type AdminCourse } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/**
 * PUT /api/admin/lessons/{id}/media (MDB_ADMIN): the lesson's file is a large video already in the server's media
 * directory, named by its relative path; the course as it is now.
 */
export function setLessonMediaPath(lessonId: string, path: string): Promise<AdminCourse> {
  return apiRequest(`/admin/lessons/${encodeURIComponent(lessonId)}/media`, {
    method: 'PUT',
    body: { path },
    schema: adminCourseSchema,
  });
}

export function useSetLessonMediaPath() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ lessonId, path }: { lessonId: string; path: string }) => setLessonMediaPath(lessonId, path),
    onSuccess: invalidate,
  });
}
