import { contractSchema, type Contract, type IssueContractRequest } from '@campus/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contract/admin/issue (MDB_ADMIN): a contract for a member to sign. */
export function issueContract(request: IssueContractRequest): Promise<Contract> {
  return apiRequest('/contract/admin/issue', { method: 'POST', body: request, schema: contractSchema });
}

export function useIssueContract() {
  return useMutation({ mutationFn: issueContract });
}
