import {
  lessonProgressResponseSchema,
  type CourseDetail,
  type LessonProgressRequest,
  type LessonProgressResponse,
} from '@campus/domain/learning';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/auth/me';
import { LEARNING_QUERY_KEY, learningKeys } from './learning-query-keys';

/** PUT /api/lessons/{id}/progress: the position and the ranges watched since the last report. */
export function saveLessonProgress(lessonId: string, input: LessonProgressRequest): Promise<LessonProgressResponse> {
  return apiRequest(`/lessons/${encodeURIComponent(lessonId)}/progress`, {
    method: 'PUT',
    body: input,
    schema: lessonProgressResponseSchema,
  });
}

/** Patches the cached outline with a saved progress (the file URLs stay); a completion refreshes the rest. */
export function applyLessonProgress(client: QueryClient, courseId: string, progress: LessonProgressResponse): void {
  const wasCompleted = client
    .getQueryData<CourseDetail>(learningKeys.course(courseId))
    ?.modules.some((module) => module.lessons.some((lesson) => lesson.id === progress.lessonId && lesson.completed));
  client.setQueryData<CourseDetail>(learningKeys.course(courseId), (course) =>
    course
      ? {
          ...course,
          progress: progress.courseProgress,
          completedLessons: progress.completedLessons,
          modules: course.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === progress.lessonId
                ? {
                    ...lesson,
                    completed: progress.completed,
                    positionSeconds: progress.positionSeconds,
                    watchedSeconds: progress.watchedSeconds,
                    readPercent: progress.readPercent,
                  }
                : lesson,
            ),
          })),
        }
      : course,
  );
  if (progress.completed && !wasCompleted) {
    void client.invalidateQueries({ queryKey: [...LEARNING_QUERY_KEY, 'courses'] });
    void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }
}
