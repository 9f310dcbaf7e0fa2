import type { EducationalContent } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateWorkshops } from './invalidate-workshops';

/** POST /api/educational-contents/brainstorming-workshop/{id}/validate (MDB_ADMIN): it opens to the channel's members. */
export async function validateWorkshop(id: string): Promise<EducationalContent> {
  const { educationalContentSchema } = await import('@campus/domain/learning');
  return apiRequest(`/educational-contents/brainstorming-workshop/${encodeURIComponent(id)}/validate`, {
    method: 'POST',
    schema: educationalContentSchema,
  });
}

export function useValidateWorkshop() {
  const invalidate = useInvalidateWorkshops();
  return useMutation({ mutationFn: validateWorkshop, onSuccess: invalidate });
}
