import { accountClosureSchema, requestClosureSchema, type AccountClosure } from '@campus/domain/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CLOSURE_QUERY_KEY = ['account-closure'] as const;

/** GET /api/me/closure: when the account will be anonymised, or null when no closure is asked. */
export function getClosure(signal?: AbortSignal): Promise<AccountClosure> {
  return apiRequest('/me/closure', { schema: accountClosureSchema, signal });
}

export const closureQueryOptions = () =>
  queryOptions({ queryKey: CLOSURE_QUERY_KEY, queryFn: ({ signal }) => getClosure(signal) });

export function useClosure() {
  return useQuery(closureQueryOptions());
}

/** POST /api/me/closure { password }: the closure is scheduled 30 days later (a wrong password: 400). */
export function requestClosure(password: string): Promise<AccountClosure> {
  return apiRequest('/me/closure', {
    method: 'POST',
    body: requestClosureSchema.parse({ password }),
    schema: accountClosureSchema,
  });
}

/** DELETE /api/me/closure: the closure asked is cancelled. */
export function cancelClosure(): Promise<AccountClosure> {
  return apiRequest('/me/closure', { method: 'DELETE', schema: accountClosureSchema });
}

export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestClosure,
    onSuccess: (closure) => queryClient.setQueryData(CLOSURE_QUERY_KEY, closure),
  });
}

export function useCancelClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelClosure,
    onSuccess: (closure) => queryClient.setQueryData(CLOSURE_QUERY_KEY, closure),
  });
}
