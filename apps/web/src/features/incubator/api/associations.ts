import {
  associationListSchema,
  associationSchema,
  type Association,
  type AssociationStatus,
  type CreateAssociationRequest,
} from '@campus/domain/incubator';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { associationsQueryKey } from './incubator-query-keys';

/** GET /api/mdb-associations: the association offers, newest first. */
export function getAssociations(): Promise<Association[]> {
  return apiRequest('/mdb-associations', { schema: associationListSchema });
}

export function useAssociations() {
  return useQuery({ queryKey: associationsQueryKey, queryFn: getAssociations });
}

/** POST /api/mdb-associations, /{id}/join, /{id}/quit and PUT /{id}/status. */
export const associationActions = {
  create: (input: CreateAssociationRequest) =>
    apiRequest('/mdb-associations', { body: input, schema: associationSchema }),
  join: (id: string) =>
    apiRequest(`/mdb-associations/${encodeURIComponent(id)}/join`, { method: 'POST', schema: associationSchema }),
  quit: (id: string) =>
    apiRequest(`/mdb-associations/${encodeURIComponent(id)}/quit`, { method: 'POST', schema: associationSchema }),
  setStatus: ({ id, status }: { id: string; status: AssociationStatus }) =>
    apiRequest(`/mdb-associations/${encodeURIComponent(id)}/status`, {
      method: 'PUT',
      body: { status },
      schema: associationSchema,
    }),
};

export function useAssociationAction<Input>(action: (input: Input) => Promise<Association>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associationsQueryKey }),
  });
}
