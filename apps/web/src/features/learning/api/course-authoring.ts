import {
  adminCourseListSchema,
  adminCourseSchema,
  type AdminCourse,
  type CourseInput,
  type CourseOutline,
  type LessonInput,
} from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';
import { sendWithProgress } from '../../../lib/upload';

const adminCoursesKey = (channel: ChannelSlug) => [...LEARNING_QUERY_KEY, 'admin-courses', channel] as const;
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

/** GET /api/admin/courses?channel=: every course of a channel, drafts included (MDB_ADMIN). */
export function useAdminCourses(channel: ChannelSlug) {
  return useQuery({
    queryKey: adminCoursesKey(channel),
    queryFn: () => apiRequest<AdminCourse[]>('/admin/courses', { query: { channel }, schema: adminCourseListSchema }),
  });
}

export type AuthoringAction =
  | { type: 'create'; input: CourseInput }
  | { type: 'edit'; id: string; input: CourseInput }
  | { type: 'delete'; id: string }
  | { type: 'publish'; id: string }
  | { type: 'unpublish'; id: string }
  | { type: 'add-module'; courseId: string; title: string }
  | { type: 'rename-module'; id: string; title: string }
  | { type: 'delete-module'; id: string }
  | { type: 'reorder'; courseId: string; outline: CourseOutline }
  | { type: 'add-lesson'; moduleId: string; input: LessonInput }
  | { type: 'edit-lesson'; id: string; input: LessonInput }
  | { type: 'delete-lesson'; id: string }
  | { type: 'media-path'; lessonId: string; path: string };

function run(action: AuthoringAction): Promise<AdminCourse | undefined> {
  switch (action.type) {
    case 'create':
      return apiRequest('/admin/courses', { method: 'POST', body: action.input, schema: adminCourseSchema });
    case 'edit':
      return apiRequest(`/admin/courses/${path(action.id)}`, {
        method: 'PUT',
        body: action.input,
        schema: adminCourseSchema,
      });
    case 'delete':
      return apiRequest(`/admin/courses/${path(action.id)}`, { method: 'DELETE', answer: 'no-content' }).then(
        () => undefined,
      );
    case 'publish':
      return apiRequest(`/admin/courses/${path(action.id)}/publish`, { method: 'POST', schema: adminCourseSchema });
    case 'unpublish':
      return apiRequest(`/admin/courses/${path(action.id)}/unpublish`, { method: 'POST', schema: adminCourseSchema });
    case 'add-module':
      return apiRequest(`/admin/courses/${path(action.courseId)}/modules`, {
        method: 'POST',
        body: { title: action.title },
        schema: adminCourseSchema,
      });
    case 'rename-module':
      return apiRequest(`/admin/modules/${path(action.id)}`, {
        method: 'PUT',
        body: { title: action.title },
        schema: adminCourseSchema,
      });
    case 'delete-module':
      return apiRequest(`/admin/modules/${path(action.id)}`, { method: 'DELETE', schema: adminCourseSchema });
    case 'reorder':
      return apiRequest(`/admin/courses/${path(action.courseId)}/outline`, {
        method: 'PUT',
        body: action.outline,
        schema: adminCourseSchema,
      });
    case 'add-lesson':
      return apiRequest(`/admin/modules/${path(action.moduleId)}/lessons`, {
        method: 'POST',
        body: action.input,
        schema: adminCourseSchema,
      });
    case 'edit-lesson':
      return apiRequest(`/admin/lessons/${path(action.id)}`, {
        method: 'PUT',
        body: action.input,
        schema: adminCourseSchema,
      });
    case 'delete-lesson':
      return apiRequest(`/admin/lessons/${path(action.id)}`, { method: 'DELETE', schema: adminCourseSchema });
    case 'media-path':
      return apiRequest(`/admin/lessons/${path(action.lessonId)}/media`, {
        method: 'PUT',
        body: { path: action.path },
        schema: adminCourseSchema,
      });
  }
}

/** Every authoring action; the lists of the admin page and of the members refresh after it. */
export function useAuthoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY }),
  });
}

/**
 * PUT /api/admin/lessons/{id}/file (multipart, field `file`, 10 MB at most): sent with XMLHttpRequest, whose upload
 * events tell the progress (0 to 100).
 */
export function uploadLessonFile(
  lessonId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminCourse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendWithProgress(
    'PUT',
    `${API_BASE}/admin/lessons/${path(lessonId)}/file`,
    form,
    adminCourseSchema,
    onProgress,
  );
}

export function useInvalidateLearning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: LEARNING_QUERY_KEY });
}
