import type { LoginRequest, LoginResponse } from '@campus/domain/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth/sign-in';

/**
 * POST /api/auth/login: a 401 here is a wrong password, not an expired session. Read typed, not parsed: the login
 * page's first load holds no zod (decision 0004).
 */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', {
    method: 'POST',
    body: credentials,
    skipUnauthorizedRedirect: true,
    unparsed: 'first-load',
  });
}

/** Signs in: checks the credentials, then stores the token and loads the member. */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const { token } = await login(credentials);
      return signIn(token);
    },
  });
}
