import { mdbContactSchema, type MdbContact } from '@campus/domain/incubator';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mdbContactQueryKey } from './incubator-query-keys';

/** GET /api/users/mdb-contact: who to ask about the incubator. */
export function getMdbContact(): Promise<MdbContact> {
  return apiRequest('/users/mdb-contact', { schema: mdbContactSchema });
}

export function useMdbContact() {
  return useQuery({ queryKey: mdbContactQueryKey, queryFn: getMdbContact, staleTime: 5 * 60_000 });
}
