import { adminResourceSchema, type AdminResource, type ResourceInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateLearning } from './invalidate-learning';

/** PUT /api/admin/resources/{id} (MDB_ADMIN): the resource's fields, category and rank (its file is sent apart). */
export function updateResource(id: string, input: ResourceInput): Promise<AdminResource> {
  return apiRequest(`/admin/resources/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: adminResourceSchema,
  });
}

export function useUpdateResource() {
  const invalidate = useInvalidateLearning();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResourceInput }) => updateResource(id, input),
    onSuccess: invalidate,
  });
}
