import { contractSchema, type Contract } from '@campus/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractQueryKey } from './contracts-query-keys';

/** GET /api/contract/{id}: one of the member's contracts. */
export function getContract(id: string): Promise<Contract> {
  return apiRequest(`/contract/${encodeURIComponent(id)}`, { schema: contractSchema });
}

export function useContract(id: string) {
  return useQuery(queryOptions({ queryKey: contractQueryKey(id), queryFn: () => getContract(id), retry: false }));
}
