import {
  contractSchema,
  type Contract,
  type SignContractRequest,
  type WaitingContract,
} from '@campus/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY, waitingContractsQueryKey } from './contracts-query-keys';

/** POST /api/contract/{id}/sign: the signed contract (its signed PDF is kept by the server). */
export function signContract(id: string, request: SignContractRequest): Promise<Contract> {
  return apiRequest(`/contract/${encodeURIComponent(id)}/sign`, {
    method: 'POST',
    body: request,
    schema: contractSchema,
  });
}

/**
 * Signs, drops the contract from the waiting list at once, calls `onSigned` (before the page showing the form
 * re-renders with the signed contract), then reads every contracts query again (the blocking modal goes once nothing
 * waits). The page signing then leads into the shell: read from a stale list, its blocking modal would open over the
 * next page for a moment and, closing, leave the focus on <body> (issue 34).
 */
export function useSignContract(id: string, onSigned: (contract: Contract) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignContractRequest) => signContract(id, request),
    onSuccess: async (contract) => {
      queryClient.setQueryData<WaitingContract[]>(waitingContractsQueryKey, (waiting) =>
        waiting?.filter((each) => each.id !== contract.id),
      );
      onSigned(contract);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
    },
  });
}
