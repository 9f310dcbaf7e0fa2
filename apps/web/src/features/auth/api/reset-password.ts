import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@campus/domain/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset-password with the single-use token of the e-mailed link (204). */
export function resetPassword(request: ResetPasswordRequest): Promise<void> {
  return apiRequest('/auth/reset-password', {
    method: 'POST',
    body: resetPasswordRequestSchema.parse(request),
    skipUnauthorizedRedirect: true,
    answer: 'no-content',
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
