import { educationalContentSchema, type EducationalContent, type WorkshopInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateWorkshops } from './invalidate-workshops';

/** PUT /api/educational-contents/brainstorming-workshop/{id}: its author edits the workshop. */
export function updateWorkshop(id: string, input: WorkshopInput): Promise<EducationalContent> {
  return apiRequest(`/educational-contents/brainstorming-workshop/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: educationalContentSchema,
  });
}

export function useUpdateWorkshop() {
  const invalidate = useInvalidateWorkshops();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: WorkshopInput }) => updateWorkshop(id, input),
    onSuccess: invalidate,
  });
}
