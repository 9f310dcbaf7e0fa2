import { associationListSchema, type Association } from '@campus/domain/incubator';
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

/** A change to an association offer: the offers read again. */
export function useAssociationChange<Input>(change: (input: Input) => Promise<Association>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associationsQueryKey }),
  });
}
