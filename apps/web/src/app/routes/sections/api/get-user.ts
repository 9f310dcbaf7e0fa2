import { publicUserResponseSchema, type PublicUserResponse } from '@campus/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/users/{id}: another member's public profile. */
export function getUser(uid: string): Promise<PublicUserResponse> {
  return apiRequest(`/users/${encodeURIComponent(uid)}`, { schema: publicUserResponseSchema });
}

export const userQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['users', uid], queryFn: () => getUser(uid), staleTime: 5 * 60_000 });

export function useUser(uid: string) {
  return useQuery(userQueryOptions(uid));
}
