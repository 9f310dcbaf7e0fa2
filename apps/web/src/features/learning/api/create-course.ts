import { adminCourseSchema, type AdminCourse, type CourseInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/courses (MDB_ADMIN): a new course, a draft until published. */
export function createCourse(input: CourseInput): Promise<AdminCourse> {
  return apiRequest('/admin/courses', { method: 'POST', body: input, schema: adminCourseSchema });
}

export function useCreateCourse() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: createCourse, onSuccess: invalidate });
}
