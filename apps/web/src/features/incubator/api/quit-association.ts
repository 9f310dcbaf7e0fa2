import { associationSchema, type Association } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useAssociationChange } from './get-associations';

/** POST /api/mdb-associations/{id}/quit. */
export function quitAssociation(id: string): Promise<Association> {
  return apiRequest(`/mdb-associations/${encodeURIComponent(id)}/quit`, { method: 'POST', schema: associationSchema });
}

export function useQuitAssociation() {
  return useAssociationChange(quitAssociation);
}
