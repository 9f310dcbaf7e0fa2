import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  type AcceptInvitationRequest,
  type AcceptInvitationResponse,
} from '@campus/domain/administration';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signIn } from '../../../lib/auth/sign-in';

/** POST /api/auth/invitation: the password is chosen, the account active; answers the member's token. */
export function acceptInvitation(request: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return apiRequest('/auth/invitation', {
    method: 'POST',
    body: acceptInvitationRequestSchema.parse(request),
    schema: acceptInvitationResponseSchema,
    skipUnauthorizedRedirect: true,
  });
}

/** Activates the account, then signs the member in with the token it answers. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (request: AcceptInvitationRequest) => {
      const { token } = await acceptInvitation(request);
      return signIn(token);
    },
  });
}
