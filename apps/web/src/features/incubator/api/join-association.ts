import { associationSchema, type Association } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useAssociationChange } from './get-associations';

/** POST /api/mdb-associations/{id}/join. */
export function joinAssociation(id: string): Promise<Association> {
  return apiRequest(`/mdb-associations/${encodeURIComponent(id)}/join`, { method: 'POST', schema: associationSchema });
}

export function useJoinAssociation() {
  return useAssociationChange(joinAssociation);
}
