import type { WaitingContract } from '@campus/domain/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/after-first-paint';
import { apiRequest } from '../../../lib/api-client';
import { waitingContractsQueryKey } from './contracts-query-keys';

/**
 * GET /api/contract/list/me/waiting: the contracts waiting for the member's signature (spec 3.8). Read by the shell
 * on every page, so, like the other hot reads of the shell, without zod's runtime (decision 0004).
 */
export function getWaitingContracts(): Promise<WaitingContract[]> {
  return apiRequest<WaitingContract[]>('/contract/list/me/waiting', { unparsed: 'first-load' });
}

export const waitingContractsQueryOptions = () =>
  queryOptions({ queryKey: waitingContractsQueryKey, queryFn: getWaitingContracts, staleTime: 5 * 60_000 });

/** Asked for once the page's first screen is painted: the shell's modal does not hold that screen back. */
export function useWaitingContracts() {
  return useQuery({ ...waitingContractsQueryOptions(), enabled: useAfterFirstPaint() });
}
