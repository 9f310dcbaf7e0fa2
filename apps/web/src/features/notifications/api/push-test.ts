import { pushTestResponseSchema, type PushTestResponse } from '@campus/domain/notifications';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/push/test: a push to each of the member's devices, to see that push arrives. */
export function sendTestPush(): Promise<PushTestResponse> {
  return apiRequest('/push/test', { method: 'POST', schema: pushTestResponseSchema });
}

export function useSendTestPush() {
  return useMutation({ mutationFn: sendTestPush });
}
