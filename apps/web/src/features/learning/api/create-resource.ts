import { adminResourceSchema, type AdminResource, type ResourceInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** POST /api/admin/resources (MDB_ADMIN): a link, or a document whose file is sent next. */
export function createResource(input: ResourceInput): Promise<AdminResource> {
  return apiRequest('/admin/resources', { method: 'POST', body: input, schema: adminResourceSchema });
}

export function useCreateResource() {
  const invalidate = useInvalidateLearning();
  return useMutation({ mutationFn: createResource, onSuccess: invalidate });
}
