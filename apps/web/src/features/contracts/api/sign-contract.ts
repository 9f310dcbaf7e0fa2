import { contractSchema, type Contract, type SignContractRequest } from '@campus/domain/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CONTRACTS_QUERY_KEY } from './contracts-query-keys';

/** POST /api/contract/{id}/sign: the signed contract (its signed PDF is kept by the server). */
export function signContract(id: string, request: SignContractRequest): Promise<Contract> {
  return apiRequest(`/contract/${encodeURIComponent(id)}/sign`, {
    method: 'POST',
    body: request,
    schema: contractSchema,
  });
}

/**
 * Signs, calls `onSigned` (before the page showing the form re-renders with the signed contract), then reads every
 * contracts query again (the blocking modal goes once nothing waits).
 */
export function useSignContract(id: string, onSigned: (contract: Contract) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignContractRequest) => signContract(id, request),
    onSuccess: async (contract) => {
      onSigned(contract);
      await queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
    },
  });
}
