import { associationSchema, type Association, type AssociationStatus } from '@campus/domain/incubator';
import { apiRequest } from '../../../lib/api-client';
import { useAssociationChange } from './get-associations';

/** PUT /api/mdb-associations/{id}/status: its author closes or reopens the offer. */
export function setAssociationStatus(id: string, status: AssociationStatus): Promise<Association> {
  return apiRequest(`/mdb-associations/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: associationSchema,
  });
}

export function useSetAssociationStatus() {
  return useAssociationChange(({ id, status }: { id: string; status: AssociationStatus }) =>
    setAssociationStatus(id, status),
  );
}
