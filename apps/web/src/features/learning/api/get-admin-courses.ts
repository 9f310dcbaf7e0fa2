import { adminCourseListSchema, type AdminCourse } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './learning-query-keys';

/** GET /api/admin/courses?channel=: every course of a channel, drafts included (MDB_ADMIN). */
export function getAdminCourses(channel: ChannelSlug): Promise<AdminCourse[]> {
  return apiRequest('/admin/courses', { query: { channel }, schema: adminCourseListSchema });
}

export const adminCoursesQueryOptions = (channel: ChannelSlug) =>
  queryOptions({ queryKey: learningKeys.adminCourses(channel), queryFn: () => getAdminCourses(channel) });

export function useAdminCourses(channel: ChannelSlug) {
  return useQuery(adminCoursesQueryOptions(channel));
}
