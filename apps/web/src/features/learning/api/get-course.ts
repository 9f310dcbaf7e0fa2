import { courseDetailSchema, type CourseDetail } from '@campus/domain/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/** GET /api/courses/{id}: the outline, the member's progress per lesson and their playback speed. */
export function getCourse(id: string): Promise<CourseDetail> {
  return apiRequest(`/courses/${encodeURIComponent(id)}`, { schema: courseDetailSchema });
}

// The file URLs carry a media key valid for hours: the outline is not refetched behind the member's back while a
// media plays (its progress is patched in place by the player).
export const courseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: learningKeys.course(id),
    queryFn: () => getCourse(id),
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });

export function useCourse(id: string) {
  return useQuery(courseQueryOptions(id));
}
