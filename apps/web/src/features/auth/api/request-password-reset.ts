import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@campus/domain/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always 204, whether or not the account exists. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  return apiRequest('/auth/forgot-password', {
    method: 'POST',
    body: forgotPasswordRequestSchema.parse(request),
    skipUnauthorizedRedirect: true,
    answer: 'no-content',
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
