import { educationalContentSchema, type EducationalContent, type WorkshopInput } from '@campus/domain/learning';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateWorkshops } from './invalidate-workshops';

/** POST /api/educational-contents/brainstorming-workshop: a member's new workshop, waiting for validation. */
export function proposeWorkshop(input: WorkshopInput): Promise<EducationalContent> {
  return apiRequest('/educational-contents/brainstorming-workshop', {
    method: 'POST',
    body: input,
    schema: educationalContentSchema,
  });
}

export function useProposeWorkshop() {
  const invalidate = useInvalidateWorkshops();
  return useMutation({ mutationFn: proposeWorkshop, onSuccess: invalidate });
}
