import { associationSchema, type Association, type CreateAssociationRequest } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useAssociationChange } from './get-associations';

/** POST /api/mdb-associations: an association offer for one of the member's projects. */
export function createAssociation(request: CreateAssociationRequest): Promise<Association> {
  return apiRequest('/mdb-associations', { method: 'POST', body: request, schema: associationSchema });
}

export function useCreateAssociation() {
  return useAssociationChange(createAssociation);
}
