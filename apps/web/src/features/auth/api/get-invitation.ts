import { invitationPreviewSchema, type InvitationPreview } from '@campus/domain/administration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/invitation?token=: who the invitation greets; an unknown, used or expired link answers 4xx. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return apiRequest('/auth/invitation', {
    query: { token },
    schema: invitationPreviewSchema,
    signal,
    skipUnauthorizedRedirect: true,
  });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    enabled: token !== '',
    // A refused link stays refused: no retry, no refetch behind the visitor's back.
    retry: false,
    staleTime: Infinity,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
