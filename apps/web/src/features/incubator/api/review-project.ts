import { projectSchema, type Project, type ReviewProjectRequest } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useProjectChange } from './get-project';

/** POST /api/mdb-projects/{id}/reviews: a committee member's comment and scores. */
export function reviewProject(id: string, review: ReviewProjectRequest): Promise<Project> {
  return apiRequest(`/mdb-projects/${encodeURIComponent(id)}/reviews`, {
    method: 'POST',
    body: review,
    schema: projectSchema,
  });
}

export function useReviewProject(id: string) {
  return useProjectChange((review: ReviewProjectRequest) => reviewProject(id, review));
}
