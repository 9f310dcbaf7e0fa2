import { contractsSchema, type Contract } from '@campus/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { contractsQueryKey } from './contracts-query-keys';

/** GET /api/contract/list/me: every contract of the member, newest first. */
export function getContracts(): Promise<Contract[]> {
  return apiRequest('/contract/list/me', { schema: contractsSchema });
}

export function useContracts() {
  return useQuery(queryOptions({ queryKey: contractsQueryKey, queryFn: getContracts }));
}
