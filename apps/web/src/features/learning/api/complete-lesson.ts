import { lessonProgressResponseSchema, type LessonProgressResponse } from '@campus/domain/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyLessonProgress } from './save-lesson-progress';

/** POST /api/lessons/{id}/complete: `Marquer comme terminée`. */
export function completeLesson(lessonId: string): Promise<LessonProgressResponse> {
  return apiRequest(`/lessons/${encodeURIComponent(lessonId)}/complete`, {
    method: 'POST',
    schema: lessonProgressResponseSchema,
  });
}

export function useCompleteLesson(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (progress) => applyLessonProgress(client, courseId, progress),
  });
}
