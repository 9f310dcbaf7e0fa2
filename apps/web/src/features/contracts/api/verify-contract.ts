import { contractVerificationSchema, type ContractVerification } from '@campus/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const VERIFY_FIELD = 'file';

/** POST /api/contract/verify (public, multipart `file`): whether Campus signed this PDF. */
export function verifyContract(file: File): Promise<ContractVerification> {
  const body = new FormData();
  body.append(VERIFY_FIELD, file);
  return apiRequest('/contract/verify', {
    method: 'POST',
    body,
    schema: contractVerificationSchema,
    skipUnauthorizedRedirect: true,
  });
}

export function useVerifyContract() {
  return useMutation({ mutationFn: verifyContract });
}
